import { z } from 'zod';

export const demoCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().default(''),
});
export type DemoCharacter = z.infer<typeof demoCharacterSchema>;

export const demoContentSchema = z.object({
  storyId: z.string().default(''),
  storyTitle: z.string().default(''),
  story: z.string().default(''),
  audiobook: z.string().default(''),
  coloringPage: z.string().default(''),
  song: z.string().default(''),
  characters: z.array(demoCharacterSchema).default([]),
  marketplaceId: z.string().default(''),
});
export type DemoContent = z.infer<typeof demoContentSchema>;

/** What GET /api/shared/code/{code} yields on 404. */
export const EMPTY_DEMO_CONTENT: Readonly<DemoContent> = Object.freeze(demoContentSchema.parse({}));

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
