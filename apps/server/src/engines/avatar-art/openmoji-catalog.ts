import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { isChildFriendlyPicture } from './child-safety.js';

const openmojiEntrySchema = z.object({
  emoji: z.string(),
  hexcode: z.string(),
  group: z.string(),
  subgroups: z.string(),
  annotation: z.string(),
  tags: z.string().default(''),
  openmoji_tags: z.string().default(''),
  skintone: z.union([z.string(), z.number()]).default(''),
  order: z.union([z.number(), z.string()]).optional(),
});

export type OpenmojiEntry = z.infer<typeof openmojiEntrySchema>;

export interface OpenmojiCatalog {
  /** Child-friendly base emoji that have a colour SVG, in OpenMoji's order. */
  entries: readonly OpenmojiEntry[];
  byHexcode: ReadonlyMap<string, OpenmojiEntry>;
}

let folder: string | undefined;

function openmojiFolder(): string {
  folder ??= dirname(createRequire(import.meta.url).resolve('openmoji/package.json'));
  return folder;
}

let catalog: Promise<OpenmojiCatalog> | undefined;

/** Reads OpenMoji's metadata once per process; later calls share the same result. */
export function loadOpenmojiCatalog(): Promise<OpenmojiCatalog> {
  catalog ??= readCatalog().catch((error: unknown) => {
    catalog = undefined; // a failed read may succeed later (e.g. files still being installed)
    throw error;
  });
  return catalog;
}

async function readCatalog(): Promise<OpenmojiCatalog> {
  const [json, svgFiles] = await Promise.all([
    readFile(join(openmojiFolder(), 'data', 'openmoji.json'), 'utf8'),
    readdir(join(openmojiFolder(), 'color', 'svg')),
  ]);
  const available = new Set(svgFiles);
  const all = z.array(openmojiEntrySchema).parse(JSON.parse(json));
  const entries = all.filter(
    (entry) =>
      // Skin-tone variants repeat their base emoji; the base is the one we show.
      String(entry.skintone) === '' &&
      available.has(`${entry.hexcode}.svg`) &&
      isChildFriendlyPicture(entry),
  );
  return { entries, byHexcode: new Map(entries.map((entry) => [entry.hexcode, entry])) };
}

const svgCache = new Map<string, string>();
const SVG_CACHE_LIMIT = 256;

/** The colour artwork of one emoji, as SVG text (viewBox 0 0 72 72). */
export async function readEmojiSvg(hexcode: string): Promise<string> {
  const cached = svgCache.get(hexcode);
  if (cached) return cached;
  const svg = await readFile(join(openmojiFolder(), 'color', 'svg', `${hexcode}.svg`), 'utf8');
  if (svgCache.size >= SVG_CACHE_LIMIT) svgCache.clear();
  svgCache.set(hexcode, svg);
  return svg;
}
