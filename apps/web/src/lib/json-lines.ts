/**
 * Reads a response body of JSON values, one a line (application/x-ndjson), handing each to
 * `onValue` as soon as its line is complete: the first words of a reply show while the rest is
 * still on its way. A line that is not JSON is a broken answer and rejects.
 */
export async function readJsonLines(
  response: Response,
  onValue: (value: unknown) => void,
): Promise<void> {
  const handleLine = (line: string) => {
    if (line.trim() !== '') onValue(JSON.parse(line));
  };
  if (response.body === null) {
    (await response.text()).split('\n').forEach(handleLine);
    return;
  }
  const reader = response.body.getReader();
  // stream: true keeps a character split across two chunks whole.
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    // The last piece may be half a line; it waits for the rest.
    pending = lines.pop() ?? '';
    lines.forEach(handleLine);
  }
  handleLine(pending + decoder.decode());
}
