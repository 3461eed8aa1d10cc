import { z } from 'zod';
import { audiobookResultSchema, coloringBookResultSchema, songResultSchema } from './artifacts.js';
import { CAMPAIGN_CODE_PATTERN } from './demo-values.js';
import { storyResultSchema } from './story.js';

export const demoCharacterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A short-lived signed link to the character's picture; '' when it has none. */
  avatarUrl: z.string().default(''),
});
export type DemoCharacter = z.infer<typeof demoCharacterSchema>;

/**
 * What the demo page shows of each work. File fields inside the results stay storage paths;
 * `files` maps each of them to a short-lived signed link (only the files these works name, so
 * nothing else of the owner's folder can be reached).
 */
export const demoWorksSchema = z.object({
  story: storyResultSchema,
  coloringBook: coloringBookResultSchema.nullable(),
  song: songResultSchema.nullable(),
  audiobook: audiobookResultSchema.nullable(),
  files: z.record(z.string(), z.string()),
});
export type DemoWorks = z.infer<typeof demoWorksSchema>;

/**
 * `GET /api/demo/{code}`: the spec's demo content (docs/product.md, "The data"). story,
 * coloringPage, song and audiobook are the ids of the works shown ('' when a work is missing);
 * marketplaceId is the published bag of the demo's characters. `works` carries what the page
 * needs to show them; it is absent from the empty content object an unknown or ended code gets.
 */
export const demoContentSchema = z.object({
  storyId: z.string().default(''),
  storyTitle: z.string().default(''),
  story: z.string().default(''),
  audiobook: z.string().default(''),
  coloringPage: z.string().default(''),
  song: z.string().default(''),
  characters: z.array(demoCharacterSchema).default([]),
  marketplaceId: z.string().default(''),
  works: demoWorksSchema.optional(),
});
export type DemoContent = z.infer<typeof demoContentSchema>;

/** What an unknown or ended code yields (and the client keeps after a 404). */
export const EMPTY_DEMO_CONTENT: Readonly<DemoContent> = Object.freeze(demoContentSchema.parse({}));

// ---------------------------------------------------------------------------------------------
// Campaigns, as the admin area manages them.
// ---------------------------------------------------------------------------------------------

export const campaignCodeSchema = z
  .string()
  .regex(CAMPAIGN_CODE_PATTERN, 'Use 2 to 40 letters, digits, - or _.');

const epochMs = z.number().int().nonnegative().describe('ms since epoch');

/**
 * `POST /api/DevOps/campaigns`: a campaign from one of the admin's own stories; its newest
 * finished coloring book, song and audiobook are shown with it. No start means from now; no end
 * means until it is ended.
 */
export const createCampaignRequestSchema = z
  .object({
    code: campaignCodeSchema,
    title: z.string().trim().min(1).max(120),
    storyId: z.string().min(1).max(64),
    startsUtcEpoch: epochMs.nullable().default(null),
    endsUtcEpoch: epochMs.nullable().default(null),
    /** One of the admin's published marketplace products (the demo characters' bag). */
    marketplaceId: z.string().min(1).max(64).nullable().default(null),
  })
  .refine(
    (body) =>
      body.startsUtcEpoch === null ||
      body.endsUtcEpoch === null ||
      body.endsUtcEpoch > body.startsUtcEpoch,
    { message: 'The end must come after the start.', path: ['endsUtcEpoch'] },
  );
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

export const campaignSummarySchema = z.object({
  code: z.string(),
  title: z.string(),
  storyId: z.string(),
  storyTitle: z.string(),
  startsUtcEpoch: epochMs,
  endsUtcEpoch: epochMs.nullable(),
  /** Between its start and its end now. */
  active: z.boolean(),
  isDefault: z.boolean(),
  marketplaceId: z.string().nullable(),
  /** Distinct visitors whose page views carried the code. */
  visits: z.number().int().nonnegative(),
  /** Of those, the accounts made after the campaign began. */
  signUps: z.number().int().nonnegative(),
  createdUtcEpoch: epochMs,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignListSchema = z.object({
  campaigns: z.array(campaignSummarySchema),
  /** campaignConfigurations.default of the system configuration. */
  defaultCode: z.string().nullable(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

/** `PUT /api/DevOps/campaigns/default`: null clears the default. */
export const setDefaultCampaignRequestSchema = z.object({ code: campaignCodeSchema.nullable() });
export type SetDefaultCampaignRequest = z.infer<typeof setDefaultCampaignRequestSchema>;
