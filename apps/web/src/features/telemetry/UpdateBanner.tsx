import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/Button';
import { useTelemetryT } from './i18n';
import { appUpdates, applyUpdate, type UpdateStore } from './service-worker-updates';
import './update-banner.css';

interface UpdateBannerProps {
  productName: string;
  /** Tests pass their own store and apply; the app uses the registered worker. */
  store?: UpdateStore;
  onReload?: () => void;
}

/** Shown when a new version was deployed and its service worker waits to take over. */
export function UpdateBanner({ productName, store = appUpdates, onReload }: UpdateBannerProps) {
  const waiting = useSyncExternalStore(store.subscribe, store.getWaiting, () => null);
  const [reloading, setReloading] = useState(false);
  const { t } = useTelemetryT();
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <p className="update-banner__text">{t('updateReady', { productName })}</p>
      <Button
        aria-disabled={reloading || undefined}
        onClick={() => {
          if (reloading) return;
          setReloading(true);
          (onReload ?? (() => applyUpdate({ store })))();
        }}
      >
        {t('reload')}
      </Button>
    </div>
  );
}
