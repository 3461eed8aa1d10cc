import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection after the code is loaded and before the process serves, so that
 * objects built alike share one shape (a V8 "map") again.
 *
 * The offline language libraries build their word lists when imported, adding thousands of
 * different first properties to plain objects. V8 links a shape to at most 1,536 shapes grown
 * from it; once the plain object's links are used up, every object later grown from `{}` (Node's
 * own `process.nextTick` entries among them) gets a new shape of its own, each time. The code
 * that builds them then sees more shapes than it can specialise for and goes through V8's slow
 * path for good: on a process that met this, a remembered read cost about a sixth more
 * (decision 0039). The libraries' scratch objects are garbage once imported; collecting them
 * frees those links before the first request is served.
 *
 * Node offers a collection only behind `--expose-gc`; the flag is turned on for the moment it
 * takes to fetch the function, so no `gc` global is left behind for other code.
 */
export function settleHeap(): void {
  v8.setFlagsFromString('--expose-gc');
  const collectGarbage = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  collectGarbage();
}
