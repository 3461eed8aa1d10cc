import { configureStore } from '@reduxjs/toolkit';
import { AuthStatus, type StoryElement } from '@storyloom/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { expect } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { LiveEventsProvider } from '../../../lib/live-events-context';
import type { RenderBagActions } from '../components/IdeasToolbar';
import type { ReadyStepProps } from '../steps/ReadyStep';
import { StoryStartPage } from '../StoryStartPage';
import { wizardReducer, type WizardState } from '../wizard-slice';
import { createFakeLiveEvents, createFakeStoryApi } from './fake-story-api';

/**
 * The Ready step without the parts other features bring (the book, the works): the app composes
 * those in (app/story), and tests the whole there. Lazy, as the app's is.
 */
const ReadyStepAlone = lazy(() =>
  import('../steps/ReadyStep').then(({ ReadyStep }) => ({
    default: (props: ReadyStepProps) => (
      <ReadyStep {...props} renderBook={() => null} renderWorks={() => null} />
    ),
  })),
);

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export interface WizardSetup {
  path?: string;
  signedIn?: boolean;
  library?: StoryElement[];
  credits?: number;
  /** What the server's ledger holds, when it differs from what the device last heard. */
  serverCredits?: number;
  creditsPerStory?: number | null;
  /** What a new picture costs (systemCosts.creditsPerImage). */
  creditsPerImage?: number;
  canGenerateLongerContent?: boolean;
  wizard?: WizardState;
  onSeePlans?: () => void;
  /** The Ready step as the app composes it; the wizard's own, without book or works, by default. */
  readyStep?: ComponentType<ReadyStepProps>;
  /** What the app puts next to the chosen bag; tests pass a stand-in for Publish. */
  renderBagActions?: RenderBagActions;
  /** Prepares the fake server before the first render (seeded data, extra answers). */
  prepareApi?: (
    fake: ReturnType<typeof createFakeStoryApi>,
    wizard: WizardState | undefined,
  ) => void;
}

/**
 * The wizard in a store shaped like the app's: the wizard slice for real, the other features'
 * slices as the plain state they would hold (the wizard only reads them).
 */
export function renderWizard({
  path = '/story',
  signedIn = true,
  library = [],
  credits = 30,
  serverCredits = credits,
  creditsPerStory = 10,
  creditsPerImage = 1,
  canGenerateLongerContent = false,
  wizard,
  readyStep = ReadyStepAlone,
  onSeePlans,
  renderBagActions,
  prepareApi,
}: WizardSetup = {}) {
  const fake = createFakeStoryApi({ credits: serverCredits, cost: creditsPerStory ?? 0 });
  prepareApi?.(fake, wizard);
  const live = createFakeLiveEvents();
  const store = configureStore({
    reducer: {
      wizard: wizardReducer,
      auth: () => ({
        status: signedIn ? AuthStatus.AUTHENTICATED : AuthStatus.UNAUTHENTICATED,
      }),
      storyElements: () => ({ elements: library, isLoading: false }),
      subscription: () => ({
        subscription: { creditsAvailable: credits, canGenerateLongerContent },
      }),
      systemConfiguration: () => ({
        configuration:
          creditsPerStory === null ? null : { systemCosts: { creditsPerStory, creditsPerImage } },
      }),
    },
    preloadedState: wizard ? { wizard } : undefined,
  });
  const page = (
    <StoryStartPage
      readyStep={readyStep}
      onSeePlans={onSeePlans}
      renderBagActions={renderBagActions}
    />
  );
  const view = render(
    <Provider store={store}>
      <ApiClientProvider client={fake.api}>
        <LiveEventsProvider events={live}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/story/*" element={page} />
              <Route path="/ideas" element={page} />
              <Route path="/login" element={<h1>Sign in</h1>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </LiveEventsProvider>
      </ApiClientProvider>
    </Provider>,
  );
  return { ...view, store, fake, live };
}

/**
 * The Ready step is its own chunk, loaded when the wizard gets there; waits until it has
 * replaced its loading line, as a visitor would.
 */
export async function readyStepLoaded(loadingText = 'Loading…') {
  await waitFor(() => expect(screen.queryByText(loadingText)).not.toBeInTheDocument());
}
