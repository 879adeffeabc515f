// @vitest-environment node
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoAnswerSchema, photoRefusalSchema, type PhotoAnswer } from '../../api/photos';
import { mayDo, STAFF_ROLES, type StaffRight, type StaffRole } from '../../ports/staff-role';
import { createMemoryPhotoStore } from '../../test-doubles/memory-photo-store';
import { exifTags, GPS_TAG, pictureOf, pngBomb, pngWithGps } from '../test-support/photo-files';
import { createMemoryActivity } from '../../test-doubles/memory-activity';
import type { StaffEnv, StaffGuard } from '../sell/staff-guard';
import { photoFileRoutes, sellPhotoRoutes } from './routes';

const SHOP = 'http://shop.test';

/**
 * The guard a test stands in for the back office's: `X-Test-Role` names the signed-in user's role
 * (none: no session; `shopper`: signed in, not staff), `X-Test-Rights` narrows its rights.
 */
function testGuard(asked: StaffRight[]): StaffGuard {
  return (right = 'catalogue') => {
    asked.push(right);
    return createMiddleware<StaffEnv>(async (c, next) => {
      const role = c.req.header('X-Test-Role');
      if (!role) return c.json({ error: 'Please sign in.' }, 401);
      const rights = c.req.header('X-Test-Rights')?.split(',');
      const isStaff = (STAFF_ROLES as readonly string[]).includes(role);
      if (!isStaff || !mayDo(role as StaffRole, right) || (rights && !rights.includes(right)))
        return c.json({ error: 'Your role may not do this.' }, 403);
      c.set('staff', { id: 'user-test', email: 'staff@example.com', role: role as StaffRole });
      await next();
    });
  };
}

function photoApp() {
  const photos = createMemoryPhotoStore();
  const rightsAsked: StaffRight[] = [];
  const activity = createMemoryActivity();
  const app = new Hono();
  // as server/app.ts mounts them
  app.route('/api/sell/photos', sellPhotoRoutes({ photos, guard: testGuard(rightsAsked), activity, originsOf: () => [SHOP] }));
  app.route('/photos', photoFileRoutes(photos));
  const upload = (body: string | Uint8Array, headers: Record<string, string> = {}) =>
    app.request(`${SHOP}/api/sell/photos`, {
      method: 'POST',
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { Origin: SHOP, Cookie: 'session=staff', 'X-Test-Role': 'staff', ...headers },
    });
  return { app, photos, activity, rightsAsked, upload };
}

const refusalOf = async (response: Response) => photoRefusalSchema.parse(await response.json());

describe('POST /api/sell/photos: who may send a photo', () => {
  it("asks the back office's guard for the catalogue right", () => {
    expect(photoApp().rightsAsked).toEqual(['catalogue']);
  });

  it.each([
    ['nobody signed in', { 'X-Test-Role': '' }, 401],
    ['a shopper', { 'X-Test-Role': 'shopper' }, 403],
    ['a role without the catalogue right', { 'X-Test-Role': 'staff', 'X-Test-Rights': 'stock,orders' }, 403],
  ])('refuses %s, keeping nothing', async (_, headers, status) => {
    const { upload, photos } = photoApp();
    const response = await upload(await pictureOf(240, 160).png().toBuffer(), headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(photos.count()).toBe(0);
  });

  it('refuses a photo sent with the cookie by a page of another site', async () => {
    const { upload, photos } = photoApp();
    const response = await upload(await pictureOf(240, 160).png().toBuffer(), { Origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'foreign_origin' });
    expect(photos.count()).toBe(0);
  });
});

describe('POST /api/sell/photos: a photo sent', () => {
  it('answers 201 with its id and the address of each rendition, which serve it without its GPS position', async () => {
    const { app, upload } = photoApp();
    const sent = await pngWithGps(1200, 800);
    expect(exifTags((await sharp(sent).metadata()).exif!)).toContain(GPS_TAG);

    const response = await upload(sent, { 'Content-Type': 'image/png' });
    expect(response.status).toBe(201);
    const photo: PhotoAnswer = photoAnswerSchema.parse(await response.json());
    expect(photo.image).toBe(`/photos/${photo.id}-1000.webp`);
    expect(photo.renditions.map(({ format, width }) => `${format} ${width}`).sort()).toEqual(
      ['avif 220', 'avif 440', 'avif 500', 'avif 1000', 'webp 220', 'webp 440', 'webp 500', 'webp 1000'].sort(),
    );
    for (const rendition of photo.renditions) {
      const served = await app.request(rendition.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe(`image/${rendition.format}`);
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(served.headers.get('ETag')).toBe(`"${photo.id}-${rendition.width}-${rendition.format}"`);
      const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([kept.width, kept.height, kept.exif]).toEqual([rendition.width, rendition.height, undefined]);
    }
  });

  it('answers the same photo sent twice with the same id, kept once', async () => {
    const { upload, photos, activity } = photoApp();
    const sent = await pictureOf(240, 160).jpeg().toBuffer();
    const first = await upload(sent);
    const again = await upload(sent);
    expect([first.status, again.status]).toEqual([201, 200]);
    const { id, image } = (await first.json()) as PhotoAnswer;
    expect(((await again.json()) as PhotoAnswer).id).toBe(id);
    expect(photos.count()).toBe(1);
    // on record once, by who sent it (ADR-047)
    expect(activity.entries()).toEqual([
      expect.objectContaining({
        actor: { id: 'user-test', email: 'staff@example.com' },
        subject: 'photo',
        subjectId: id,
        action: 'uploaded',
        after: { image, width: 240, height: 160 },
      }),
    ]);
  });

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
      'image/svg+xml',
      415,
      'Photos must be JPEG, PNG, WebP or AVIF: this file is SVG.',
    ],
    [
      'an HTML file named .jpg',
      '<!doctype html><title>x</title><script>alert(1)</script>',
      'image/jpeg',
      415,
      'This file is not a picture: it holds HTML (a web page), whatever its name says.',
    ],
    [
      'a decompression bomb',
      pngBomb(),
      'image/png',
      422,
      'This picture is too large to open: at most 40 megapixels, and this one is 30000 × 30000 pixels.',
    ],
  ])('refuses %s with its message, keeping nothing', async (_, body, type, status, message) => {
    const { upload, photos } = photoApp();
    const response = await upload(body, { 'Content-Type': type, 'Content-Disposition': 'attachment; filename="photo.jpg"' });
    expect(response.status).toBe(status);
    expect((await refusalOf(response)).error).toBe(message);
    expect(photos.count()).toBe(0);
  });

  it('refuses a 20 MB file unread when its length says so, and closes the connection', async () => {
    const { upload, photos } = photoApp();
    const twenty = Buffer.alloc(20 * 1024 * 1024, 0xff);
    const response = await upload(twenty, { 'Content-Length': String(twenty.length) });
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    expect(await refusalOf(response)).toEqual({
      error: 'A photo may be at most 10 MB: this one is 20.0 MB.',
      code: 'photo_too_large',
    });
    expect(photos.count()).toBe(0);
  });

  it('refuses a 20 MB file sent without its length as soon as it passes 10 MB', async () => {
    const { upload, photos } = photoApp();
    const response = await upload(Buffer.alloc(20 * 1024 * 1024, 0xff));
    expect(response.status).toBe(413);
    expect((await refusalOf(response)).error).toBe('A photo may be at most 10 MB: this one is larger.');
    expect(photos.count()).toBe(0);
  });
});

describe('GET /photos/{name}', () => {
  it('answers 304 to a cache that holds the rendition already', async () => {
    const { app, upload } = photoApp();
    const { renditions } = photoAnswerSchema.parse(await (await upload(await pictureOf(240, 160).webp().toBuffer())).json());
    const first = await app.request(renditions[0]!.url);
    const again = await app.request(renditions[0]!.url, { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const { app, upload } = photoApp();
    const { renditions } = photoAnswerSchema.parse(await (await upload(await pictureOf(240, 160).avif().toBuffer())).json());
    const response = await app.request(renditions[0]!.url, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(`image/${renditions[0]!.format}`);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([`/photos/${'a'.repeat(64)}-220.avif`, `/photos/${'a'.repeat(64)}-220.png`, '/photos/..%2Fshop.db', '/photos/x'])(
    'answers 404 for %s',
    async (path) => {
      const response = await photoApp().app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No such photo.' });
    },
  );
});
