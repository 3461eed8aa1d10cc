import { z } from 'zod';
import { storyElementTypeSchema } from './enum-schemas.js';

export const SHORT_CODE_MIN_LENGTH = 8;
/** What a share code looks like; /view/{segment} tries anything else as the owner's own id. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9]{8,32}$/;
export const isShareCode = (segment: string): boolean => SHARE_CODE_PATTERN.test(segment);

export const shareLinkSchema = z.object({ shortCode: z.string().min(SHORT_CODE_MIN_LENGTH) });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** origin + '/view/' + shortCode; a trailing slash on the origin is dropped. */
export function shareLinkUrl(origin: string, shortCode: string): string {
  return `${origin.replace(/\/+$/, '')}/view/${encodeURIComponent(shortCode)}`;
}

/** Signed, short-lived download URLs of one picture's sizes. */
export const sharedImageSchema = z.object({
  original: z.string(),
  small: z.string().nullable(),
  tiny: z.string().nullable(),
});
export type SharedImage = z.infer<typeof sharedImageSchema>;

/** An element as anyone holding the link sees it: no owner fields; pictures as signed URLs. */
export const sharedElementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: storyElementTypeSchema,
  image: sharedImageSchema.nullable(),
});
export type SharedElement = z.infer<typeof sharedElementSchema>;

/**
 * `GET /api/shared/code/{code}`: what a share link shows. A bag comes with its members; any other
 * element with none. (Stories join as another kind when they exist.) 404 when the code is unknown
 * or revoked; the client then shows an empty content object.
 */
export const sharedContentSchema = z.object({
  kind: z.literal('storyElement'),
  shortCode: z.string(),
  element: sharedElementSchema,
  members: z.array(sharedElementSchema),
});
export type SharedContent = z.infer<typeof sharedContentSchema>;

/** `GET /api/files/signed-url?path=`: a download URL for one of the caller's own files. */
export const signedFileUrlSchema = z.object({ url: z.string(), expiresAtUtcEpoch: z.number() });
export type SignedFileUrl = z.infer<typeof signedFileUrlSchema>;
