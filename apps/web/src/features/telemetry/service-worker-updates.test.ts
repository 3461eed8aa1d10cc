import { describe, expect, it, vi } from 'vitest';
import {
  applyUpdate,
  createUpdateStore,
  registerServiceWorker,
  SKIP_WAITING_MESSAGE,
} from './service-worker-updates';

/** Just enough of a ServiceWorker: a state, statechange events and postMessage. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  foundUpdate(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));
}

function fakeDocument() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as const });
  return doc;
}

async function registered(controlled: boolean) {
  const container = new FakeContainer();
  if (controlled) container.controller = new FakeWorker();
  const store = createUpdateStore();
  const doc = fakeDocument();
  await registerServiceWorker({
    container: container as unknown as ServiceWorkerContainer,
    store,
    doc: doc as unknown as Document,
  });
  return { container, store, doc };
}

describe('service worker registration', () => {
  it('registers /sw.js and asks the server for it on every update check', async () => {
    const { container } = await registered(false);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
  });

  it('offers a new version once it is installed next to the one in control', async () => {
    const { container, store } = await registered(true);
    const next = new FakeWorker();
    container.registration.foundUpdate(next);
    expect(store.getWaiting()).toBeNull();
    next.becomes('installed');
    expect(store.getWaiting()).toBe(next);
  });

  it('offers nothing on a first visit, when there is no old version to replace', async () => {
    const { container, store } = await registered(false);
    const first = new FakeWorker();
    container.registration.foundUpdate(first);
    first.becomes('installed');
    expect(store.getWaiting()).toBeNull();
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    const store = createUpdateStore();
    await registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      store,
      doc: fakeDocument() as unknown as Document,
    });
    expect(store.getWaiting()).toBe(container.registration.waiting);
  });

  it('looks for a new version when the person returns to the tab', async () => {
    const { container, doc } = await registered(true);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('only warns when the browser refuses the worker', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = new FakeContainer();
    container.register.mockRejectedValue(new DOMException('no', 'SecurityError'));
    await expect(
      registerServiceWorker({
        container: container as unknown as ServiceWorkerContainer,
        doc: fakeDocument() as unknown as Document,
      }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('applying an update', () => {
  function waitingUpdate() {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const store = createUpdateStore();
    const next = new FakeWorker();
    next.state = 'installed';
    store.setWaiting(next as unknown as ServiceWorker);
    const reload = vi.fn();
    const options = {
      container: container as unknown as ServiceWorkerContainer,
      store,
      reload,
    };
    return { container, next, reload, options };
  }

  it('asks the waiting worker to take over and reloads once it controls the page', () => {
    const { container, next, reload, options } = waitingUpdate();
    applyUpdate(options);
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(reload).not.toHaveBeenCalled();

    container.controller = next;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab already let the new version take over', () => {
    const { container, next, reload, options } = waitingUpdate();
    container.controller = next;
    applyUpdate(options);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(next.postMessage).not.toHaveBeenCalled();
  });
});
