/** The worker file is served from the web dist root, so it controls every page of the app. */
export const SERVICE_WORKER_URL = '/sw.js';
/** Understood by public/sw.js: the waiting worker takes over now instead of on the next visit. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'register' | 'controller' | 'addEventListener' | 'removeEventListener'
>;

type Listener = () => void;

/**
 * What the update banner needs to know: whether a new version is installed and waiting. Lives
 * outside React because the worker is registered at page load, before the app renders.
 */
export function createUpdateStore() {
  let waiting: ServiceWorker | null = null;
  const listeners = new Set<Listener>();
  return {
    getWaiting: () => waiting,
    setWaiting(worker: ServiceWorker | null) {
      waiting = worker;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type UpdateStore = ReturnType<typeof createUpdateStore>;

export const appUpdates: UpdateStore = createUpdateStore();

interface RegisterOptions {
  container?: WorkerContainer;
  store?: UpdateStore;
  /** Where tab visibility is observed, to look for a new version when the person comes back. */
  doc?: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

/**
 * Registers the worker and watches for a new version. A worker installed while another one
 * controls the page is an update; on a first visit there is nothing to replace, so no banner.
 */
export async function registerServiceWorker({
  container = navigator.serviceWorker,
  store = appUpdates,
  doc = document,
}: RegisterOptions = {}): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    // updateViaCache 'none': the browser asks the server for sw.js itself on every check.
    registration = await container.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return;
  }

  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) store.setWaiting(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  // Families keep a tab open for days; look for a new version whenever they come back to it.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

interface ApplyUpdateOptions {
  container?: WorkerContainer;
  store?: UpdateStore;
  reload?: () => void;
}

/**
 * The banner's Reload: the waiting worker takes over, and the page reloads once it controls the
 * page, so the new page is served by the new version from the start.
 */
export function applyUpdate({
  container = navigator.serviceWorker,
  store = appUpdates,
  reload = () => window.location.reload(),
}: ApplyUpdateOptions = {}): void {
  const worker = store.getWaiting();
  if (!worker) return;
  // Another tab may already have let it take over; then only the reload is left to do.
  if (container.controller === worker) {
    reload();
    return;
  }
  let reloaded = false;
  const onControllerChange = () => {
    if (reloaded) return;
    reloaded = true;
    container.removeEventListener('controllerchange', onControllerChange);
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  worker.postMessage(SKIP_WAITING_MESSAGE);
}
