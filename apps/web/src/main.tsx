import '@fontsource-variable/fredoka/wght.css';
import '@fontsource-variable/nunito/wght.css';
import './app/theme.css';
// Every content, sign-in and settings page sits on a card, and they all load on demand: the
// card's few rules stay in the shell's stylesheet, so opening one waits for no extra stylesheet.
import './components/ui/card.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createChunkFailureRecovery, installChunkFailureRecovery } from './app/chunk-reload';
import { createAppStore } from './app/store';
import { isProductionBuild } from './config/build-mode';
import { registerServiceWorker, startTelemetry } from './features/telemetry';
import { currentLanguage, loadLanguage } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before anything can fail or report: the visitor id first, then the chunk-failure listeners.
startTelemetry();
const chunkRecovery = createChunkFailureRecovery();
installChunkFailureRecovery(chunkRecovery);

// A service worker under `vite dev` would serve stale modules; tests never run this file.
if (isProductionBuild && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void registerServiceWorker());
}

const { store, persistor } = createAppStore({
  onRestoreFailure: (error) => chunkRecovery.recover(error),
});

function renderApp(root: HTMLElement) {
  const reactRoot = createRoot(root, {
    // Runs just before the error boundary's componentDidCatch, which reloads for a chunk failure:
    // event 1200 is on its way before the page goes.
    onCaughtError(error, errorInfo) {
      chunkRecovery.report(error);
      console.error(error, errorInfo.componentStack);
    },
  });
  // As a transition, the first render runs in short slices: the static splash stays on screen
  // and the page stays responsive while React builds the tree.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} persistor={persistor} />
      </StrictMode>,
    );
  });
}

// English ships with the code, so it renders at once. Another language's texts (for the
// namespaces the first screen has imported) arrive first, so the page never switches under
// the reader; if they cannot be loaded, English shows.
if (currentLanguage() === 'en') renderApp(container);
else void loadLanguage(currentLanguage()).finally(() => renderApp(container));
