import { errorBoxMessage, isHeavyLoadMessage } from '@storyloom/contracts';
import { useContext, useEffect, useRef } from 'react';
import { ErrorReportContext } from './error-report-context';
import { useErrorsT, useErrorText } from '../../lib/i18n';
import { Button } from './Button';
import { useUiT } from './i18n';
import './error-box.css';

interface ErrorBoxProps {
  title?: string;
  /** The raw error message; technical ones are shown as the heavy-load text instead. */
  message: string;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
  /**
   * Receives the original message when it was replaced by the heavy-load text; by default the
   * app's error reporter (ErrorReportContext).
   */
  report?: (message: string) => void;
}

/**
 * The generic error box (docs/product.md, "Screens and navigation" and "Errors and failure
 * handling"). A message about an exception or a failed fetch means nothing to a parent, so it reads
 * 'We may be under heavy load...' and the original goes to `report`, once per message however often
 * the box re-renders.
 */
export function ErrorBox({ title, message, onRetry, report: reportProp }: ErrorBoxProps) {
  const appReport = useContext(ErrorReportContext);
  const report = reportProp ?? appReport ?? undefined;
  const { t } = useUiT();
  const { t: errorsT } = useErrorsT();
  const translateError = useErrorText();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!isHeavyLoadMessage(message) || reported.current === message) return;
    reported.current = message;
    report?.(message);
  }, [message, report]);

  return (
    <div className="error-box" role="alert">
      <WarningIcon />
      <div className="error-box__body">
        <p className="error-box__title">{title ?? errorsT('errorBoxTitle')}</p>
        <p className="error-box__message">{translateError(errorBoxMessage(message))}</p>
        {onRetry && (
          <Button variant="secondary" className="error-box__retry" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        )}
      </div>
    </div>
  );
}

function WarningIcon() {
  return (
    <svg
      className="error-box__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 10v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="18" r="1.2" fill="currentColor" />
    </svg>
  );
}
