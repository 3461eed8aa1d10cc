import { z } from 'zod';
import { WizardPhase, wizardPhaseSchema } from './enums.js';
import { storyElementSchema } from './story-element.js';

export const storyDescriptionSchema = z.object({ description: z.string() });
export type StoryDescription = z.infer<typeof storyDescriptionSchema>;

/** The artifact's fields are not specified; keep whatever arrives. */
export const storyArtifactSchema = z.record(z.string(), z.unknown());
export type StoryArtifact = z.infer<typeof storyArtifactSchema>;

export const storyDraftSchema = z.object({
  id: z.string().min(1),
  currentPhase: wizardPhaseSchema,
  event: storyDescriptionSchema,
  goal: storyDescriptionSchema,
  challenge: storyDescriptionSchema,
  instructions: storyDescriptionSchema,
  storyElements: z.array(storyElementSchema),
  artifact: storyArtifactSchema.optional(),
  processTrackingId: z.string().optional(),
  parentBagId: z.string().optional(),
});
export type StoryDraft = z.infer<typeof storyDraftSchema>;

/** ISO timestamp with ':' and '.' replaced by '-', e.g. 2024-05-01T10-20-30-123Z. */
export function newStoryId(date: Date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function newStoryDraft(date?: Date): StoryDraft {
  return {
    id: newStoryId(date),
    currentPhase: WizardPhase.Ideas,
    event: { description: '' },
    goal: { description: '' },
    challenge: { description: '' },
    instructions: { description: '' },
    storyElements: [],
  };
}
