/** The four formats a photo may be sent in (ADR-045). */
export type PhotoInputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/**
 * What a file is, from its first bytes alone (its name and the type a request declares say
 * nothing): one of the four formats, another kind of picture or document named for the merchant,
 * or unknown.
 */
export type Sniffed = { photo: PhotoInputFormat } | { picture: string } | { document: string } | { unknown: true };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The brands of an ISO media file (AVIF, HEIC, MP4): its ftyp box's major and compatible brands. */
function isoBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Markup at the start of a text file: an SVG picture, or a web page (HTML) whatever the file is named. */
function sniffMarkup(bytes: Uint8Array): Sniffed | null {
  // UTF-8's byte order mark and white space may come first
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!head.startsWith('<')) return null;
  // an SVG may hold a script, and a page an SVG: the outermost element decides
  if (/<(!doctype html|html)[\s>]/.test(head)) return { document: 'HTML' };
  if (/<svg[\s>]/.test(head) || head.startsWith('<!doctype svg')) return { picture: 'SVG' };
  if (/<(head|body|script|iframe|meta|title|div|p)[\s>/]/.test(head)) return { document: 'HTML' };
  if (head.startsWith('<?xml')) return { document: 'an XML document' };
  return { document: 'HTML' };
}

export function sniffPhotoFormat(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { photo: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { photo: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { photo: 'webp' };
  const brands = isoBrands(bytes);
  if (brands?.some((brand) => brand === 'avif' || brand === 'avis')) return { photo: 'avif' };
  if (brands?.some((brand) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1'].includes(brand)))
    return { picture: 'HEIC' };
  if (brands) return { document: 'a video' };
  if (ascii(bytes, 0, 4) === 'GIF8') return { picture: 'GIF' };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return { picture: 'TIFF' };
  if (ascii(bytes, 0, 2) === 'BM') return { picture: 'BMP' };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { picture: 'an icon (ICO)' };
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20]))
    return { picture: 'JPEG XL' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { document: 'a PDF document' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { document: 'a ZIP archive' };
  return sniffMarkup(bytes) ?? { unknown: true };
}
