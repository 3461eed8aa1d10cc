/**
 * A module fetched the first time it is needed rather than with the page. zod and the schemas
 * that check the server's answers are loaded this way, so a first visit neither downloads nor
 * builds them (decision 0011).
 */
export interface OnDemand<M> {
  /** The module, fetched once; a failed fetch (offline, new deployment) is tried again next time. */
  load(): Promise<M>;
  /** The module, for code that cannot wait: throws unless a load() has finished. */
  loaded(): M;
}

export function onDemand<M>(importModule: () => Promise<M>): OnDemand<M> {
  let pending: Promise<M> | null = null;
  let module: M | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (imported) => (module = imported),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded() {
      if (module === undefined) throw new Error('A module needed now has not been loaded yet.');
      return module;
    },
  };
}
