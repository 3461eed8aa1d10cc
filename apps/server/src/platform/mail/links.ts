// Links in a mail's text part: logged by the outbox so a developer can click through, and
// turned into real links by the dev mailbox page.

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link ("Open https://x.org/a.") is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** One piece of a text: plain words, or a link. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; url: string };

/** Splits a text into plain pieces and http(s) links, in order; joined again they give the text. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let position = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!isHttpUrl(url)) continue;
    if (match.index > position)
      pieces.push({ kind: 'text', text: text.slice(position, match.index) });
    pieces.push({ kind: 'link', url });
    position = match.index + url.length;
  }
  if (position < text.length) pieces.push({ kind: 'text', text: text.slice(position) });
  return pieces;
}

/** Every http(s) link in a text, in order of appearance. */
export function findLinks(text: string): string[] {
  return splitLinks(text).flatMap((piece) => (piece.kind === 'link' ? [piece.url] : []));
}

/** True for an absolute http: or https: URL: the only kinds a mail or the mailbox may link to. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
