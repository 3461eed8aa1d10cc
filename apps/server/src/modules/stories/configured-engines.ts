import type { Illustrator } from './stories-deps.js';
import type { AiConfig } from '../../platform/ai/ai-config.js';
import { createImageModel, createTextModel } from '../../platform/ai/models.js';
import { createProviderIllustrator } from '../../engines/illustrator/index.js';
import {
  createProviderStoryteller,
  type ProviderStoryteller,
} from '../../engines/storyteller/index.js';

/** The configured AI engines; null where the offline engine serves (the default). */
export type ProviderEngines = {
  storyteller: ProviderStoryteller | null;
  illustrator: Illustrator | null;
};

export function providerEngines(ai: AiConfig): ProviderEngines {
  const model = createTextModel(ai);
  const fastModel = createTextModel(ai, { fast: true });
  const imageModel = createImageModel(ai);
  return {
    storyteller: model ? createProviderStoryteller({ model, fastModel: fastModel ?? model }) : null,
    illustrator: imageModel ? createProviderIllustrator(imageModel) : null,
  };
}
