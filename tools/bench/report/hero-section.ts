import type { BenchResults } from '../results';
import { table } from './markdown';
import { HERO_TARGET } from './targets';

export const heroSection = ({ hero }: BenchResults) => `## Hero images

${table(
  ['image', 'format', 'bytes', 'gzip bytes', '<= 40 KB'],
  hero.images.map((image) => [image.source, image.format, image.raw, image.gzip, image.raw <= HERO_TARGET ? 'yes' : 'no']),
)}

First slide: ${hero.firstSrc ?? 'not found'}; preloaded in dist/prerendered/%2F.html: ${hero.preload ? `yes (${hero.preload})` : 'no'}.
`;
