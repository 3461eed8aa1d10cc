import { isVisitorId, VISITOR_ID_COOKIE } from '@storyloom/contracts';

const SECONDS_PER_DAY = 86_400;

interface VisitorIdOptions {
  /** Anything with a document.cookie-like property. */
  doc?: Pick<Document, 'cookie'>;
  createId?: () => string;
  /** Secure only on https: the attribute would make the browser drop the cookie on http. */
  secure?: boolean;
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Gives this browser a lasting anonymous id (docs/product.md, "Constants and timings"), so the
 * server can tell visitors apart in events sent without a token. Set once: an existing valid id is
 * kept as it is. Returns the id, or null when cookies cannot be used (logged, not fatal:
 * docs/product.md, "Errors and failure handling").
 */
export function ensureVisitorId({
  doc = document,
  createId = () => crypto.randomUUID(),
  secure = location.protocol === 'https:',
}: VisitorIdOptions = {}): string | null {
  try {
    const existing = readCookie(doc.cookie, VISITOR_ID_COOKIE.name);
    if (isVisitorId(existing)) return existing;
    const id = createId();
    const maxAge = VISITOR_ID_COOKIE.maxAgeDays * SECONDS_PER_DAY;
    doc.cookie =
      `${VISITOR_ID_COOKIE.name}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax` +
      (secure ? '; Secure' : '');
    return id;
  } catch (error) {
    console.warn('The visitor id cookie could not be read or set', error);
    return null;
  }
}
