import { useErrorText } from '../../../lib/i18n';
import { useAuthT } from '../i18n';

export interface AuthNotice {
  kind: 'error' | 'success';
  text: string;
}

export const errorNotice = (text: string): AuthNotice => ({ kind: 'error', text });
export const successNotice = (text: string): AuthNotice => ({ kind: 'success', text });

/**
 * The live region the auth screens speak through. It is always in the page, so screen readers
 * announce a message the moment it appears; errors and successes differ in colour, icon and the
 * hidden "Error:" prefix, never in colour alone.
 */
export function AuthMessage({ notice }: { notice: AuthNotice | null }) {
  const { t } = useAuthT();
  // The product's error texts (docs/product.md, "Errors and failure handling") travel as English
  // strings; they show translated.
  const translateError = useErrorText();
  return (
    <div className="auth-message-region" aria-live="polite" aria-atomic="true">
      {notice && (
        <p className={`auth-message auth-message--${notice.kind}`}>
          <span className="auth-message__icon" aria-hidden="true">
            {notice.kind === 'error' ? '!' : '✓'}
          </span>
          {notice.kind === 'error' && <span className="visually-hidden">{t('errorPrefix')}</span>}
          <span className="auth-message__text">{translateError(notice.text)}</span>
        </p>
      )}
    </div>
  );
}
