import { Hono } from 'hono';
import type { PhotoAnswer } from '../../api/photos';
import { PHOTO_CONTENT_TYPES, photoAddress, photoImage, readPhotoFileName } from '../../ports/photo-names';
import type { PhotoStorePort, PhotoSummary } from '../../ports/photo-store-port';
import type { ActivityPort } from '../../ports/activity-port';
import { unstored, type StaffEnv, type StaffGuard } from '../sell/staff-guard';
import { bodyBytesUpTo } from '../http/request-body';
import { sameOriginWrites } from '../http/shop-origin';
import { MAX_PHOTO_BYTES } from '../../ports/photo-names';
import { photoIdOf, processPhotoInTurn, tooLargeRefusal } from './photo-processing';

const answerOf = (photo: PhotoSummary): PhotoAnswer => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  image: photoImage(photo.id, photo.width),
  renditions: photo.renditions.map(({ format, width, height }) => ({
    format,
    width,
    height,
    url: photoAddress(photo.id, width, format),
  })),
});

/**
 * POST /api/sell/photos (ADR-045): a photo for the catalogue, its bytes the request's body whatever
 * type it declares, from the staff with the `catalogue` right, sent by the shop's own pages. Answers
 * 201 with the new photo, or 200 with the one already kept under the same bytes.
 */
export function sellPhotoRoutes({
  photos,
  guard,
  activity,
  originsOf,
}: {
  photos: PhotoStorePort;
  guard: StaffGuard;
  /** where a new photo goes on record (ADR-047) */
  activity: ActivityPort;
  /** the origins of the shop's pages (shopOrigins) */
  originsOf: (request: Request) => string[];
}): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();
  routes.use('*', unstored);
  // both before a byte of the body is read
  routes.use('*', sameOriginWrites(originsOf));
  routes.use('*', guard('catalogue'));

  routes.post('/', async (c) => {
    const refuse = (refusal: ReturnType<typeof tooLargeRefusal>, headers?: Record<string, string>) =>
      c.json({ error: refusal.message, code: refusal.code }, refusal.status, headers);
    // the rest of a body refused unread cannot be followed by another request on the connection
    const declared = Number(c.req.header('Content-Length'));
    if (c.req.header('Transfer-Encoding') === undefined && declared > MAX_PHOTO_BYTES)
      return refuse(tooLargeRefusal(declared), { Connection: 'close' });
    const bytes = await bodyBytesUpTo(c, MAX_PHOTO_BYTES);
    if (!bytes) return refuse(tooLargeRefusal(null), { Connection: 'close' });

    // the same bytes again: the photo kept, not encoded anew
    const kept = await photos.summary(photoIdOf(bytes));
    if (kept) return c.json(answerOf(kept), 200);
    const processed = await processPhotoInTurn(bytes);
    if ('refused' in processed) return refuse(processed.refused);
    const { photo } = processed;
    if (await photos.put(photo)) {
      const renditions = photo.renditions.map(({ format, width, height }) => ({ format, width, height }));
      const answer = answerOf({ ...photo, renditions });
      const { id, email } = c.var.staff;
      const after = { image: answer.image, width: photo.width, height: photo.height };
      await activity.record({
        actor: { id, email },
        subject: 'photo',
        subjectId: photo.id,
        action: 'uploaded',
        before: null,
        after,
      });
      return c.json(answer, 201);
    }
    // sent at the same time to another instance, which kept it first
    return c.json(answerOf((await photos.summary(photo.id))!), 200);
  });
  return routes;
}

/** An address never names other bytes (ADR-045): kept a year, by any cache, without asking again. */
const FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** GET /photos/{id}-{width}.{avif|webp}: one rendition of a photo, for anyone. */
export function photoFileRoutes(photos: PhotoStorePort): Hono {
  const routes = new Hono();
  routes.get('/:name', async (c) => {
    const named = readPhotoFileName(c.req.param('name'));
    const notFound = () => c.json({ error: 'No such photo.' }, 404, { 'Cache-Control': 'no-store' });
    if (!named) return notFound();
    // the name is the version
    const tag = `"${named.id}-${named.width}-${named.format}"`;
    const headers = { 'Cache-Control': FOR_A_YEAR, ETag: tag, 'X-Content-Type-Options': 'nosniff' };
    const asked = c.req.header('If-None-Match');
    if (asked?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)) return c.body(null, 304, headers);
    const bytes = await photos.rendition(named.id, named.width, named.format);
    if (!bytes) return notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'Content-Type': PHOTO_CONTENT_TYPES[named.format],
      'Content-Length': String(bytes.length),
    });
  });
  return routes;
}
