import { z } from 'zod';
import { withSpan } from '../telemetry/span-scope.js';
import type { AiConfig, AiModerationConfig } from './ai-config.js';

// A client for an OpenAI-compatible moderation service (POST {base}/moderations). It is used in
// addition to the built-in child-safety check, never instead of it: a caller that meets an error
// (the service down, slow or answering nonsense) goes on with the built-in check alone.

/** What the service said of one text: flagged or not, and the categories it named. */
export type ModerationVerdict = { flagged: boolean; categories: string[] };

/** Asks the service about a text; throws when it cannot answer in time. */
export type Moderator = (text: string) => Promise<ModerationVerdict>;

const answerSchema = z.object({
  results: z
    .array(
      z.object({
        flagged: z.boolean(),
        categories: z.record(z.string(), z.boolean().nullable()).optional(),
      }),
    )
    .min(1),
});

/** The configured moderation service, or null when none is configured. */
export function createModerator(ai: Pick<AiConfig, 'moderation'>): Moderator | null {
  return ai.moderation ? moderatorFor(ai.moderation) : null;
}

export function moderatorFor(config: AiModerationConfig): Moderator {
  const url = `${config.baseUrl}/moderations`;
  return (text) =>
    withSpan(
      `provider moderation ${config.model}`,
      {
        category: 'provider',
        feature: 'chat',
        attributes: { 'ai.capability': 'moderation', 'ai.model': config.model },
      },
      async (span) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, input: text }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          throw new Error(`the moderation service answered ${response.status}`);
        }
        const parsed = answerSchema.safeParse(await response.json());
        if (!parsed.success) throw new Error('the moderation service answered in an unknown shape');
        const results = parsed.data.results;
        const verdict: ModerationVerdict = {
          flagged: results.some((result) => result.flagged),
          categories: [
            ...new Set(
              results.flatMap((result) =>
                Object.entries(result.categories ?? {}).flatMap(([name, on]) => (on ? [name] : [])),
              ),
            ),
          ],
        };
        span?.setAttribute('ai.moderation.flagged', verdict.flagged);
        if (verdict.categories.length > 0) {
          span?.setAttribute('ai.moderation.categories', verdict.categories.join(','));
        }
        return verdict;
      },
    );
}
