import type { Executor } from './executor.js';

/**
 * A hot read as a named prepared statement: Drizzle builds its SQL once per database handle (or
 * transaction) instead of on every call, and the server parses and plans it once per connection.
 * Values go in as `sql.placeholder(...)`. The name must be unique in the app.
 */
export function preparedQuery<Prepared>(
  name: string,
  build: (db: Executor) => { prepare(name: string): Prepared },
): (db: Executor) => Prepared {
  const byExecutor = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byExecutor.get(db);
    if (!prepared) {
      prepared = build(db).prepare(name);
      byExecutor.set(db, prepared);
    }
    return prepared;
  };
}
