/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110, section 12.5.3): gzip (or its old
 * name x-gzip) listed with a weight above 0, or not listed and `*` taking anything. No header
 * means the client asked for nothing in particular; it gets the plain bytes, as curl expects.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  // Every request of one browser sends the same header: remember the last answer.
  if (header === lastHeader) return lastAnswer;
  lastHeader = header;
  lastAnswer = weighGzip(header);
  return lastAnswer;
}

let lastHeader: string | undefined;
let lastAnswer = false;

function weighGzip(header: string): boolean {
  let anything: boolean | undefined;
  for (const entry of header.split(',')) {
    const [name = '', ...parameters] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') continue;
    const taken = weightOf(parameters) > 0;
    if (coding !== '*') return taken;
    anything = taken;
  }
  return anything ?? false;
}

function weightOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [key = '', value = ''] = parameter.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const weight = Number(value.trim());
    return Number.isFinite(weight) ? weight : 0;
  }
  return 1;
}
