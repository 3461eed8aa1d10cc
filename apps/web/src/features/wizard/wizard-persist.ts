import { createTransform } from 'redux-persist';
import { storySchemas } from './wizard-api';
import { freshWizardState, type WizardState } from './wizard-slice';

/** Checks a saved draft; the store loads it before restoring (see app/store.ts). */
export const wizardRestoreSchemas = storySchemas;

/** What is written to the device: the draft only, never `isLoading` or `error`. */
export interface PersistedWizard {
  story: WizardState['story'];
}

/**
 * The wizard slice is stored locally (docs/product.md, "Client state and persistence"). A loading
 * flag saved mid-generation would greet the next visit with a spinner, so it is left out. A damaged
 * or outdated entry comes back as a fresh story rather than a screen that cannot render.
 */
export const wizardPersistTransform = createTransform<WizardState, PersistedWizard>(
  (state) => ({ story: state.story }),
  (saved) => {
    const parsed = storySchemas.loaded().wizardStorySchema.safeParse(saved?.story);
    return parsed.success ? { ...freshWizardState(), story: parsed.data } : freshWizardState();
  },
  { whitelist: ['wizard'] },
);
