import { isCampaignCode, resolveCampaign } from '@storyloom/contracts';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { saveCampaignCode, savedCampaignCode } from './campaign-cookie';
import { campaignCodeSet } from './demo-slice';

const DEMO_ROUTE = /^\/story\/demo\/([^/]+)\/?$/i;

/** The id of /story/demo/{id}, or null on any other page. */
export function demoRouteId(pathname: string): string | null {
  const match = DEMO_ROUTE.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Keeps the campaign code on every page (docs/product.md, "Readings of unclear points" 4): the
 * demo route's id, then ?campaign=, then the cookie already set, then the configured default,
 * which never overwrites an explicit code. The code is kept in memory, in the cookie and in the
 * app's state. Renders nothing.
 */
export function CampaignCode({ configuredDefault }: { configuredDefault: string | null }) {
  const { pathname, search } = useLocation();
  const dispatch = useDispatch();

  useEffect(() => {
    const resolved = resolveCampaign({
      routeId: demoRouteId(pathname),
      query: new URLSearchParams(search),
      cookie: savedCampaignCode(),
      configuredDefault,
    });
    // A malformed code in an address is ignored, never written into the cookie.
    if (!resolved || !isCampaignCode(resolved.code)) return;
    saveCampaignCode(resolved.code);
    dispatch(campaignCodeSet(resolved.code));
  }, [pathname, search, configuredDefault, dispatch]);

  return null;
}
