import { CAMPAIGN_COOKIE, isCampaignCode } from '@storyloom/contracts';

/** The code in memory, for reads before the cookie is readable (or when cookies are blocked). */
let remembered: string | null = null;

function readCookie(): string | null {
  try {
    const prefix = `${CAMPAIGN_COOKIE.name}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    const value = entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
    return isCampaignCode(value) ? value : null;
  } catch (error) {
    // Cookie access can fail in sandboxed frames: docs/product.md says to warn and go on.
    console.warn('Could not read the campaign cookie.', error);
    return null;
  }
}

/** The campaign code saved earlier: in memory first, else the demoExperienceCode cookie. */
export function savedCampaignCode(): string | null {
  return remembered ?? readCookie();
}

/** Keeps the code in memory and in the cookie: 30 days, SameSite Lax, Secure on https. */
export function saveCampaignCode(code: string): void {
  remembered = code;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie =
      `${CAMPAIGN_COOKIE.name}=${encodeURIComponent(code)}; Max-Age=${CAMPAIGN_COOKIE.maxAgeSeconds}` +
      `; Path=/; SameSite=Lax${secure}`;
  } catch (error) {
    console.warn('Could not save the campaign cookie.', error);
  }
}

/** Forgets the code in memory and in the cookie. */
export function clearCampaignCode(): void {
  remembered = null;
  try {
    document.cookie = `${CAMPAIGN_COOKIE.name}=; Max-Age=0; Path=/; SameSite=Lax`;
  } catch (error) {
    console.warn('Could not clear the campaign cookie.', error);
  }
}
