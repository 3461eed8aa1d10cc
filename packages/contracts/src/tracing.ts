import { z } from 'zod';

const epochMs = z.number().describe('ms since epoch');
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const TRACE_LIST_LIMIT = { default: 50, max: 200 } as const;

export const traceQuerySchema = z.object({
  userId: z.preprocess(emptyAsAbsent, z.string().max(256).optional()),
  feature: z.preprocess(emptyAsAbsent, z.string().max(100).optional()),
  status: z.preprocess(emptyAsAbsent, z.enum(['ok', 'error']).optional()),
  minDurationMs: z.preprocess(emptyAsAbsent, z.coerce.number().nonnegative().optional()),
  limit: z.coerce.number().int().min(1).max(TRACE_LIST_LIMIT.max).default(TRACE_LIST_LIMIT.default),
});
export type TraceQuery = z.input<typeof traceQuerySchema>;

/** One trace as the list shows it: its root span. */
export const traceSummarySchema = z.object({
  traceId: z.string(),
  name: z.string(),
  feature: z.string().nullable(),
  userId: z.string().nullable(),
  status: z.enum(['ok', 'error']).describe('error when any span failed'),
  startedUtcEpoch: epochMs,
  durationMs: z.number(),
  spanCount: z.number().int(),
});
export type TraceSummary = z.infer<typeof traceSummarySchema>;
export const traceListSchema = z.object({ traces: z.array(traceSummarySchema) });

export const traceAttachmentRefSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  url: z.string().describe('The attachment route of this API'),
});

export const traceSpanSchema = z.object({
  spanId: z.string(),
  parentSpanId: z.string().nullable(),
  name: z.string(),
  category: z.string().describe('http, job, engine, provider or internal'),
  feature: z.string().nullable(),
  userId: z.string().nullable(),
  status: z.enum(['ok', 'error']),
  statusMessage: z.string().nullable(),
  startedUtcEpoch: epochMs,
  durationMs: z.number(),
  attributes: z.record(z.string(), z.unknown()),
  attachments: z.array(traceAttachmentRefSchema),
});
export type TraceSpan = z.infer<typeof traceSpanSchema>;
export const traceDetailSchema = z.object({
  traceId: z.string(),
  spans: z.array(traceSpanSchema).describe('In start order; parentSpanId makes the tree'),
});
export type TraceDetail = z.infer<typeof traceDetailSchema>;
