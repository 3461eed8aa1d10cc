import { z } from 'zod';

export const shareLinkSchema = z.object({ shortCode: z.string().min(1) });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** origin + '/view/' + shortCode; a trailing slash on the origin is dropped. */
export function shareLinkUrl(origin: string, shortCode: string): string {
  return `${origin.replace(/\/+$/, '')}/view/${encodeURIComponent(shortCode)}`;
}
