import { useSettingsT } from './i18n';

export interface Notice {
  kind: 'error' | 'success';
  text: string;
}

export const errorNotice = (text: string): Notice => ({ kind: 'error', text });
export const successNotice = (text: string): Notice => ({ kind: 'success', text });

/**
 * A card's live region: always in the page, so screen readers announce what just happened.
 * Errors and successes differ in icon and a hidden "Error:" prefix, never in colour alone.
 */
export function SettingsNotice({ notice }: { notice: Notice | null }) {
  const { t } = useSettingsT();
  return (
    <div className="settings-notice-region" aria-live="polite" aria-atomic="true">
      {notice && (
        <p className={`settings-notice settings-notice--${notice.kind}`}>
          <span className="settings-notice__icon" aria-hidden="true">
            {notice.kind === 'error' ? '!' : '✓'}
          </span>
          {notice.kind === 'error' && <span className="visually-hidden">{t('errorPrefix')}</span>}
          <span>{notice.text}</span>
        </p>
      )}
    </div>
  );
}
