import { useId, useSyncExternalStore } from 'react';
import { Card } from '../../components/ui/Card';
import { TOUR_CHANGED_EVENT, disableTour, enableTour, isTourEnabled } from './tour-storage';
import { useTourT } from './i18n';
import './tour.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(TOUR_CHANGED_EVENT, onChange);
  // Another tab changing the setting shows here too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(TOUR_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The Settings page's 'Guided tour' section: one switch, on meaning the tour is not disabled. */
export function TourSettingsCard() {
  const enabled = useSyncExternalStore(subscribe, isTourEnabled, () => true);
  const { t } = useTourT();
  const titleId = useId();
  const labelId = useId();
  const hintId = useId();

  return (
    <Card className="tour-settings" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.title')}</h2>
      <div className="tour-settings__row">
        <div>
          <p id={labelId} className="tour-settings__label">
            {t('settings.label')}
          </p>
          <p id={hintId} className="tour-settings__hint">
            {t('settings.hint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          className="tour-switch"
          onClick={() => (enabled ? disableTour() : enableTour())}
        >
          <span className="tour-switch__thumb" aria-hidden="true" />
          <span className="tour-switch__state" aria-hidden="true">
            {enabled ? t('settings.on') : t('settings.off')}
          </span>
        </button>
      </div>
    </Card>
  );
}
