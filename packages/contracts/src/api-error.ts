import { z } from 'zod';

/** Wire shape of every API error body. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  status: z.number().int(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
