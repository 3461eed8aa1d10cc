import { renderWizard, type WizardSetup } from '../../../features/wizard/testing/render-wizard';
import { StoryReadyStep } from '../../routes/lazy-routes';

/**
 * The story page as the app composes it: the wizard, ending at Ready with the book and (for its
 * signed-in owner) the works, on the fake stories API.
 */
export function renderStoryPage(setup: WizardSetup = {}) {
  return renderWizard({ ...setup, readyStep: StoryReadyStep });
}

export { readyStepLoaded, type WizardSetup } from '../../../features/wizard/testing/render-wizard';
