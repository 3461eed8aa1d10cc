import type { DemoContent } from './demo.js';

// Zod-free so the web's first load can capture a campaign code without downloading zod
// (value-modules.test.ts).

/** What a campaign code looks like: letters, digits, '-' and '_', as an admin types them. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9_-]{2,40}$/;
export const isCampaignCode = (value: unknown): value is string =>
  typeof value === 'string' && CAMPAIGN_CODE_PATTERN.test(value);

/** Whether content is the empty object: a code that names no running demo. */
export const isEmptyDemoContent = (content: DemoContent): boolean => content.storyId === '';

/** The page of one demo: /story/demo/{code}. */
export const demoPagePath = (code: string) => `/story/demo/${encodeURIComponent(code)}`;

export type CampaignCodeSource = 'route' | 'query' | 'cookie' | 'default';

export interface CampaignCodeInputs {
  routeId?: string | null;
  /** The `campaign` query parameter's value, or the whole query string parameters. */
  query?: string | URLSearchParams | null;
  cookie?: string | null;
  configuredDefault?: string | null;
}

export interface ResolvedCampaignCode {
  code: string;
  source: CampaignCodeSource;
}

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * Route id, then query, then existing cookie, then configured default (docs/product.md, "Readings
 * of unclear points" 4).
 */
export function resolveCampaign(inputs: CampaignCodeInputs): ResolvedCampaignCode | undefined {
  const query =
    inputs.query instanceof URLSearchParams ? inputs.query.get('campaign') : inputs.query;
  const candidates: [CampaignCodeSource, string | null | undefined][] = [
    ['route', inputs.routeId],
    ['query', query],
    ['cookie', inputs.cookie],
    ['default', inputs.configuredDefault],
  ];
  for (const [source, value] of candidates) {
    const code = present(value);
    if (code !== undefined) return { code, source };
  }
  return undefined;
}

export function resolveCampaignCode(inputs: CampaignCodeInputs): string | undefined {
  return resolveCampaign(inputs)?.code;
}
