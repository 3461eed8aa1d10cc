/**
 * How far an SVG shape reaches, in its own units: the larger side of a box around it. Control
 * points of curves count as if on the curve, and arcs by their end points and radii, so this
 * can overstate a little; that is enough to tell a pupil from a filled-in shape.
 */
export function shapeExtent(element: string): number {
  const tag = /^<(\w+)/.exec(element)?.[1];
  const attribute = (name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
    return value === undefined ? 0 : Number.parseFloat(value) || 0;
  };
  switch (tag) {
    case 'circle':
      return attribute('r') * 2;
    case 'ellipse':
      return Math.max(attribute('rx'), attribute('ry')) * 2;
    case 'rect':
      return Math.max(attribute('width'), attribute('height'));
    case 'polygon':
    case 'polyline': {
      const numbers = numbersIn(/\spoints="([^"]*)"/.exec(element)?.[1] ?? '');
      return extentOf(pairs(numbers));
    }
    case 'path':
      return extentOf(pathPoints(/\sd="([^"]*)"/.exec(element)?.[1] ?? ''));
    default:
      return 0;
  }
}

const numbersIn = (text: string): number[] =>
  (text.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/gi) ?? []).map(Number);

const pairs = (numbers: number[]): [number, number][] =>
  Array.from({ length: Math.floor(numbers.length / 2) }, (_, i) => [
    numbers[2 * i]!,
    numbers[2 * i + 1]!,
  ]);

function extentOf(points: [number, number][]): number {
  if (points.length === 0) return 0;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** Numbers each path command takes per repeat. */
const ARITY: Record<string, number> = {
  m: 2,
  l: 2,
  t: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  a: 7,
  z: 0,
};

/** The end and control points of a path's commands, made absolute. */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const [, command, args] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const lower = command!.toLowerCase();
    const relative = command !== command!.toUpperCase();
    const numbers = numbersIn(args!);
    const arity = ARITY[lower] ?? 0;
    if (arity === 0) {
      [x, y] = [startX, startY];
      continue;
    }
    for (let at = 0; at + arity <= numbers.length; at += arity) {
      const n = numbers.slice(at, at + arity);
      const ox = relative ? x : 0;
      const oy = relative ? y : 0;
      if (lower === 'h') x = n[0]! + ox;
      else if (lower === 'v') y = n[0]! + oy;
      else if (lower === 'a') {
        // An arc can bulge out by its radius past its end points.
        const [rx, ry] = [Math.abs(n[0]!), Math.abs(n[1]!)];
        const [ex, ey] = [n[5]! + ox, n[6]! + oy];
        points.push([x - rx, y - ry], [x + rx, y + ry], [ex - rx, ey - ry], [ex + rx, ey + ry]);
        [x, y] = [ex, ey];
      } else {
        for (let i = 0; i < arity - 2; i += 2) points.push([n[i]! + ox, n[i + 1]! + oy]);
        [x, y] = [n[arity - 2]! + ox, n[arity - 1]! + oy];
      }
      points.push([x, y]);
      if (lower === 'm' && at === 0) [startX, startY] = [x, y];
    }
  }
  return points;
}
