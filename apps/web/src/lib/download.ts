/** Hands a downloaded file to the browser's save, as if the user had clicked a link to it. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: give them time before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A PDF's file name people recognise: the title, without characters file systems refuse. */
export function pdfFileName(title: string): string {
  const cleaned = Array.from(title, (char) => (char.charCodeAt(0) < 32 ? ' ' : char))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${cleaned || 'story'}.pdf`;
}
