import * as z from 'zod/mini';
import { PHOTO_FORMATS } from '../ports/photo-names';

/**
 * POST /api/sell/photos's answer (ADR-045): the photo's id (the SHA-256 of the bytes sent), its size
 * once upright, the address a product's `image` takes for it, and each rendition's address.
 */
export const photoAnswerSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  image: z.string(),
  renditions: z.array(
    z.object({
      format: z.enum(PHOTO_FORMATS),
      width: z.int().check(z.positive()),
      height: z.int().check(z.positive()),
      url: z.string(),
    }),
  ),
});
export type PhotoAnswer = z.infer<typeof photoAnswerSchema>;

/** A photo refused: the message for the merchant and a code the back office's page acts on. */
export const photoRefusalSchema = z.object({
  error: z.string(),
  code: z.enum(['photo_empty', 'photo_too_large', 'not_a_photo', 'photo_too_many_pixels', 'photo_unreadable']),
});
