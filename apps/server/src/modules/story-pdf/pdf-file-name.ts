// The download's file name, from the story's title, for the Content-Disposition header.

const MAX_NAME_LENGTH = 80;

/** An ASCII name every browser and file system accepts: 'El botón de Pip' → 'El-boton-de-Pip'. */
export function asciiFileStem(title: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/^-+|-+$/g, '');
  return stem || 'story';
}

/** The title as typed, minus what a file name cannot hold (separators, quotes, controls). */
function unicodeFileStem(title: string): string {
  const stem = [
    ...title
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_NAME_LENGTH)
    .join('')
    .trim();
  return stem || 'story';
}

/** RFC 5987 value characters: encodeURIComponent leaves a few more unescaped than it allows. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `attachment; filename="Pip-and-the-Lost-Button.pdf"; filename*=UTF-8''Pip%20and...pdf`: old
 * clients read the ASCII name, current browsers the exact title.
 */
export function pdfContentDisposition(title: string): string {
  const ascii = `${asciiFileStem(title)}.pdf`;
  const unicode = `${unicodeFileStem(title)}.pdf`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(unicode)}`;
}
