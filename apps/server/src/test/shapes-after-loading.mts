// Run by settle-heap.test.ts in a process of its own: loads what a server process loads, then
// reports whether two plain objects grown alike share one shape, before and after settleHeap().
import v8 from 'node:v8';

v8.setFlagsFromString('--allow-natives-syntax');
const sameShape = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (
  a: object,
  b: object,
) => boolean;

let keys = 0;
/** Whether two objects grown from `{}` by a property name nothing has used before share a shape. */
const grownAlikeShareAShape = (): boolean => {
  const key = `never_seen_before_${keys++}`;
  const first: Record<string, number> = {};
  first[key] = 1;
  const second: Record<string, number> = {};
  second[key] = 2;
  return sameShape(first, second);
};

await import('../start-role.js');
const before = grownAlikeShareAShape();
const { settleHeap } = await import('../settle-heap.js');
settleHeap();
const after = grownAlikeShareAShape();
console.log(JSON.stringify({ before, after, gcLeftBehind: 'gc' in globalThis }));
