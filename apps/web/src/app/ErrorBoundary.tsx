import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadFailure } from '@storyloom/contracts';
import { Button } from '../components/ui/Button';
import { Spinner } from '../components/ui/Spinner';
import { useErrorsT } from '../lib/i18n';
import { canReloadForChunkFailure, markChunkReloadAttempted } from './chunk-reload';
import { useShellT } from './i18n';
import './error-page.css';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Seam for error reporting (the telemetry issue logs event 1200 and render errors here). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** The browser boundary; tests replace it because jsdom cannot reload. */
  reload?: () => void;
}

interface ErrorBoundaryState {
  hasError: boolean;
  /** A chunk failed to load and this tab has not yet tried a fresh page load for it. */
  reloading: boolean;
}

const reloadPage = () => window.location.reload();

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sits above everything else, runtime configuration included, so it must not depend on it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, reloading: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    // A new deployment replaced the hashed chunks this page refers to: a fresh load fixes it.
    const reloading = isChunkLoadFailure(messageOf(error)) && canReloadForChunkFailure();
    return { hasError: true, reloading };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
    if (this.state.reloading) {
      markChunkReloadAttempted();
      (this.props.reload ?? reloadPage)();
    }
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (this.state.reloading) return <ReloadingPage />;
    return <ErrorPage reload={this.props.reload ?? reloadPage} />;
  }
}

function ReloadingPage() {
  const { t } = useShellT();
  return (
    <main id="main" className="error-page">
      <Spinner label={t('errorPage.loadingNewest')} />
    </main>
  );
}

function ErrorPage({ reload }: { reload: () => void }) {
  const { t } = useShellT();
  const { t: errorsT } = useErrorsT();
  return (
    <main id="main" className="error-page">
      <div className="error-page__card">
        <h1 className="error-page__title">{errorsT('renderError')}</h1>
        <p>{t('errorPage.sorry')}</p>
        <Button onClick={reload}>{t('errorPage.reload')}</Button>
      </div>
    </main>
  );
}
