import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, voiceIdSchema, voiceSampleListSchema } from '@storyloom/contracts';
import { notFound } from '../../platform/http/app-error.js';
import { createVoiceSampleCache, type VoiceSampleCache } from './voice-samples.js';
import { listVoices } from './voices.js';

/** Shown (404) for a sample of a voice we do not have. */
export const unknownVoiceMessage = 'We do not have that voice. Pick one from the list.';

// The voices change only with a new release: a day in shared caches, an hour in browsers' lists.
const LIST_CACHE_CONTROL = 'public, max-age=3600';
const SAMPLE_CACHE_CONTROL = 'public, max-age=86400';

export type NarratorRoutesOptions = {
  /** Where made samples are kept; one per app by default. */
  samples?: VoiceSampleCache;
};

const listSchema = {
  tags: ['audiobooks'],
  response: { 200: voiceSampleListSchema },
} as const;

/**
 * The voice picker's routes, public (no sign-in): the voice lists and each voice's sample.
 * They sit at the root, outside /api (spec: interpretations 2 and 19); being exact routes they
 * are matched before the web app's page fallback.
 */
export function narratorRoutes(options: NarratorRoutesOptions = {}): FastifyPluginAsyncZod {
  const samples = options.samples ?? createVoiceSampleCache();
  return async (app) => {
    app.get(
      '/audiobook/voice-samples',
      {
        schema: {
          ...listSchema,
          summary: 'Narrator voices of every speech provider, each with a sample',
          description:
            'The voices an audiobook can be read in. Today the offline narrator (eSpeak NG); hosted ' +
            'speech providers join the list when configured. sampleUrl plays a short MP3.',
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', LIST_CACHE_CONTROL).send(listVoices()),
    );

    app.get(
      '/espeak/voice-samples',
      {
        schema: {
          ...listSchema,
          summary: 'Voices of the offline narrator (eSpeak NG), each with a sample',
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', LIST_CACHE_CONTROL)
          .send(listVoices().filter((voice) => voice.provider === 'espeak')),
    );

    app.get(
      '/audiobook/voice-samples/:voiceId.mp3',
      {
        schema: {
          tags: ['audiobooks'],
          summary: "A voice's sample: a sentence from a fairy tale, as MP3",
          params: z.object({ voiceId: voiceIdSchema.describe('A voice id from the list') }),
          response: {
            // The MP3's bytes; a Buffer is sent as it is, never through the JSON serializer.
            200: z.any().describe('The sample (audio/mpeg)'),
            400: apiErrorSchema.describe('Not a voice id'),
            404: apiErrorSchema.describe('No such voice'),
          },
        },
      },
      async (request, reply) => {
        const sample = samples.get(request.params.voiceId);
        if (!sample) throw notFound(unknownVoiceMessage);
        return reply
          .type('audio/mpeg')
          .header('cache-control', SAMPLE_CACHE_CONTROL)
          .send(await sample);
      },
    );
  };
}

/** Registered as app.ts would: `await registerNarrator(app)`. */
export async function registerNarrator(
  app: FastifyInstance,
  options: NarratorRoutesOptions = {},
): Promise<void> {
  await app.register(narratorRoutes(options));
}
