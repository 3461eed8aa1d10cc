import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/Button';
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
  if (!waiting) return null;
  return (
    <div className="update-banner" role="status">
      <p className="update-banner__text">A new version of {productName} is ready.</p>
      <Button
        aria-disabled={reloading || undefined}
        onClick={() => {
          if (reloading) return;
          setReloading(true);
          (onReload ?? (() => applyUpdate({ store })))();
        }}
      >
        Reload
      </Button>
    </div>
  );
}
