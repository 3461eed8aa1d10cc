import {
  STORY_LIMITS,
  type EnhanceableField,
  type EnhanceResponse,
  type enhanceRequestSchema,
} from '@storyloom/contracts';
import type { z } from 'zod';
import type { DescriptionImprover } from '../../engines/improver/index.js';
import { checkChildSafeText, describeProblems } from '../../engines/child-safety/index.js';
import { unsafeImprovementMessage, unsafeText } from './enhancements.errors.js';
import { improveOffline } from '../../engines/improver/index.js';

export type ValidEnhanceRequest = z.output<typeof enhanceRequestSchema>;

/** The names users know the wizard's fields by (as the generate check words them). */
const FIELD_LABELS: Record<EnhanceableField, string> = {
  event: 'What happens',
  goal: 'The goal',
  challenge: 'The challenge',
  instructions: 'Instructions',
};

export type EnhancementsDeps = {
  /** The configured AI improver; null improves offline. */
  providerImprover: DescriptionImprover | null;
  logger: { warn(details: object, message: string): void };
};

export type EnhancementsService = {
  enhance(request: ValidEnhanceRequest, signal?: AbortSignal): Promise<EnhanceResponse>;
};

export function createEnhancementsService(deps: EnhancementsDeps): EnhancementsService {
  const maxLength = STORY_LIMITS.descriptionMax;

  async function improve(request: ValidEnhanceRequest, signal?: AbortSignal): Promise<string> {
    if (!deps.providerImprover) return improveOffline(request, maxLength);
    try {
      const improved = await deps.providerImprover(request, { signal, maxLength });
      if (improved) return improved;
      deps.logger.warn({ field: request.field }, 'the AI improver answered nothing');
    } catch (error) {
      if (signal?.aborted) throw error;
      // A parent pressing "improve" gets the offline improvement rather than an error page.
      deps.logger.warn({ err: error, field: request.field }, 'the AI improver failed');
    }
    return improveOffline(request, maxLength);
  }

  return {
    async enhance(request, signal) {
      const asked = checkChildSafeText([
        { field: FIELD_LABELS[request.field], text: request.text },
        ...request.elementNames.map((name) => ({ field: name, text: name })),
      ]);
      if (!asked.ok) throw unsafeText(describeProblems(asked.problems));
      const text = await improve(request, signal);
      const answered = checkChildSafeText([{ field: FIELD_LABELS[request.field], text }]);
      if (!answered.ok) throw unsafeText(unsafeImprovementMessage);
      return { text };
    },
  };
}
