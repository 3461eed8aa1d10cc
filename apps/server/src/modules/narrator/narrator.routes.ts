import { routeOf } from '../../platform/http/access-control.js';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  pathTo,
  apiErrorSchema,
  voiceIdSchema,
  voiceSampleListSchema,
} from '@storyloom/contracts';
import type { AiConfig } from '../../platform/ai/ai-config.js';
import {
  createProviderSpeech,
  SpeechProviderError,
  listNarratorVoices,
  providerVoiceList,
  createVoiceSampleCache,
  type VoiceSampleCache,
  listVoices,
} from '../../engines/narrator/index.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** Shown (404) for a sample of a voice we do not have. */
export const unknownVoiceMessage = 'We do not have that voice. Pick one from the list.';

/** Shown (502) when the speech provider could not speak a sample just now. */
export const sampleUnavailableMessage =
  'That voice cannot play its sample just now. Try again in a moment.';

// The voices change only with a new release or configuration: an hour for the lists, a day for a
// sample (a provider sample's sound changes only with its model, and a new model is a restart).
const LIST_CACHE_CONTROL = 'public, max-age=3600';
const SAMPLE_CACHE_CONTROL = 'public, max-age=86400';

export type NarratorRoutesOptions = {
  /** The AI configuration: its speech provider's voices join the lists. Offline without it. */
  ai?: AiConfig;
  /** Where a provider's samples are kept once spoken (platform.storage.files). */
  files?: Pick<FileStorage, 'get' | 'put'>;
  /** Where made samples are kept; one per app by default. */
  samples?: VoiceSampleCache;
};

/** The hosted speech providers, each listed at `/{provider}/voice-samples`. */
const HOSTED_PROVIDERS = ['openai-compatible', 'elevenlabs'] as const;

const listSchema = {
  tags: ['audiobooks'],
  response: { 200: voiceSampleListSchema },
} as const;

/**
 * The voice picker's routes, public (no sign-in): the voice lists and each voice's sample.
 * They sit at the root, outside /api (docs/product.md, "Readings of unclear points" 2 and 19); being exact routes they
 * are matched before the web app's page fallback.
 */
export function narratorRoutes(options: NarratorRoutesOptions = {}): FastifyPluginAsyncZod {
  const speech = createProviderSpeech(options.ai?.speech);
  const samples = options.samples ?? createVoiceSampleCache({ speech, files: options.files });
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.narrator.voiceSamples),
      schema: {
        ...listSchema,
        summary: 'Narrator voices of every speech provider, each with a sample',
        description:
          'The voices an audiobook can be read in: the offline narrator (eSpeak NG) always, and ' +
          "the configured speech provider's voices. sampleUrl plays a short MP3.",
      },
      handler: async (_request, reply) =>
        reply.header('cache-control', LIST_CACHE_CONTROL).send(listNarratorVoices(speech)),
    });

    for (const provider of HOSTED_PROVIDERS) {
      const voices = ApiRoutes.narrator.providerVoiceSamples;
      app.route({
        ...routeOf(voices),
        url: pathTo(voices, { provider }),
        schema: {
          ...listSchema,
          summary: `Voices of the ${provider} speech provider, each with a sample`,
          description: 'Empty when this server does not use that provider.',
        },
        handler: async (_request, reply) =>
          reply
            .header('cache-control', LIST_CACHE_CONTROL)
            .send(speech?.provider === provider ? providerVoiceList(speech) : []),
      });
    }

    app.route({
      ...routeOf(ApiRoutes.narrator.espeakVoiceSamples),
      schema: {
        ...listSchema,
        summary: 'Voices of the offline narrator (eSpeak NG), each with a sample',
      },
      handler: async (_request, reply) =>
        reply
          .header('cache-control', LIST_CACHE_CONTROL)
          .send(listVoices().filter((voice) => voice.provider === 'espeak')),
    });

    app.route({
      ...routeOf(ApiRoutes.narrator.voiceSample),
      schema: {
        tags: ['audiobooks'],
        summary: "A voice's sample: a sentence from a fairy tale, as MP3",
        params: z.object({ voiceId: voiceIdSchema.describe('A voice id from the list') }),
        response: {
          // The MP3's bytes; a Buffer is sent as it is, never through the JSON serializer.
          200: z.any().describe('The sample (audio/mpeg)'),
          400: apiErrorSchema.describe('Not a voice id'),
          404: apiErrorSchema.describe('No such voice'),
          502: apiErrorSchema.describe('The speech provider could not speak the sample'),
        },
      },
      handler: async (request, reply) => {
        const sample = samples.get(request.params.voiceId);
        if (!sample) throw notFound(unknownVoiceMessage);
        const mp3 = await sample.catch((error: unknown) => {
          if (!(error instanceof SpeechProviderError)) throw error;
          request.log.warn({ err: error }, 'speech provider could not speak a voice sample');
          throw new AppError('speech_unavailable', sampleUnavailableMessage, 502, {}, true);
        });
        return reply.type('audio/mpeg').header('cache-control', SAMPLE_CACHE_CONTROL).send(mp3);
      },
    });
  };
}

/** Registered as app.ts would: `await registerNarrator(app)`. */
export async function registerNarrator(
  app: FastifyInstance,
  options: NarratorRoutesOptions = {},
): Promise<void> {
  await app.register(narratorRoutes(options));
}
