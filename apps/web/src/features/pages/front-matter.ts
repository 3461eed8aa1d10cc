/**
 * Splits a Markdown file into its front matter (`key: value` lines between two `---` lines at
 * the very top) and its body. Only flat, single-line values: all our articles need.
 */
export interface FrontMatterDocument {
  attributes: Record<string, string>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseFrontMatter(source: string): FrontMatterDocument {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { attributes: {}, body: source };
  const attributes: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (line.trim() === '' || colon === -1) continue;
    const key = line.slice(0, colon).trim();
    attributes[key] = unquote(line.slice(colon + 1).trim());
  }
  return { attributes, body: source.slice(match[0].length) };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}
