import type { ApiRoute, PathParams } from '@storyloom/contracts';

const patterns = new Map<string, RegExp>();

/**
 * A route's path as a pattern for fake servers keyed by regular expressions: each `:param` is
 * one segment (a named group), a trailing `*` the rest (the group `star`); any query may follow.
 */
export function routePattern(route: ApiRoute): RegExp {
  let pattern = patterns.get(route.path);
  if (!pattern) {
    const source = route.path
      .split(/(:[A-Za-z][A-Za-z0-9]*|\*$)/)
      .map((part) => {
        if (part === '*') return '(?<star>[^?]*)';
        if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/?]+?)`;
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    pattern = new RegExp(`^${source}(?:\\?.*)?$`);
    patterns.set(route.path, pattern);
  }
  return pattern;
}

/**
 * For fake servers: the path's values (decoded) when `method address` is a call to `route` of
 * the contracts' table, whatever its query string; null when it is another call.
 */
export function matchRoute<Path extends string>(
  route: ApiRoute<Path>,
  method: string,
  address: string,
): PathParams<Path> | null {
  if (method.toUpperCase() !== route.method) return null;
  const found = routePattern(route).exec(address);
  if (!found) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.groups ?? {})) {
    values[name === 'star' ? '*' : name] =
      name === 'star'
        ? value.split('/').map(decodeURIComponent).join('/')
        : decodeURIComponent(value);
  }
  return values as PathParams<Path>;
}
