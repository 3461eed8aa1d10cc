import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';

describe('index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'Plan',
      'planSchema',
      'isLimitedPlan',
      'APP_VERSION',
      'affordableCount',
      'ErrorText',
      'apiErrorSchema',
      'isChunkLoadFailure',
      'imageVariantPath',
      'userStoragePath',
      'environmentSuffixed',
      'subscriptionSchema',
      'DEFAULT_SUBSCRIPTION',
      'storyElementSchema',
      'storyElementChangeSchema',
      'storyDraftSchema',
      'newStoryId',
      'newStoryDraft',
      'systemConfigurationSchema',
      'eventRecordSchema',
      'feedbackSchema',
      'normalizeCountryCode',
      'shareLinkSchema',
      'shareLinkUrl',
      'narratorVoiceSchema',
      'voiceSampleListSchema',
      'demoContentSchema',
      'EMPTY_DEMO_CONTENT',
      'resolveCampaignCode',
    ]) {
      expect(contracts, name).toHaveProperty(name);
    }
  });
});
