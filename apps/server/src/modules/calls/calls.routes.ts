import { Readable } from 'node:stream';
import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  VOICE_CALL_GOODBYE_SECONDS,
  VOICE_CALL_GRACE_SECONDS,
  VOICE_CALL_MAX_UTTERANCE_BYTES,
  VOICE_CALL_MAX_UTTERANCE_SECONDS,
  VOICE_CALL_STREAM_CONTENT_TYPE,
  voiceCallEventSchema,
  voiceCallStartResponseSchema,
  voiceCallStateSchema,
  voiceCallTextUtteranceSchema,
  voiceTestRecognitionSchema,
  WAV_CONTENT_TYPES,
  type VoiceCallEvent,
} from '@storyloom/contracts';
import { callerOf, routeOf } from '../../platform/http/access-control.js';
import { AppError, badRequest } from '../../platform/http/app-error.js';
import type { CallsService, Utterance, VoiceTestService } from './calls-service-port.js';

const idSchema = z.string().trim().min(1).max(200);
const startParamsSchema = z.object({
  storyId: idSchema.describe("The story the character speaks from, or 'all' for every story"),
  characterId: idSchema.describe("The character's id"),
});
const callParamsSchema = z.object({ callId: idSchema.describe("The call's id from start") });

const notFound = apiErrorSchema.describe('No such call (or character, or story) of this family');
const callEnded = apiErrorSchema.describe('The call has ended: start a new one');

const WAV_BODY = [
  `The body is the child's utterance as audio/wav: mono, 16-bit PCM at 16 kHz, at most`,
  `${VOICE_CALL_MAX_UTTERANCE_SECONDS} s (${VOICE_CALL_MAX_UTTERANCE_BYTES} bytes); anything else`,
  'is a 400 (415 for another content type) and changes nothing.',
].join(' ');

const UTTERANCE_DESCRIPTION = [
  WAV_BODY,
  'When the start answered recognition mode "browser", send application/json {"text": …} instead.',
  'The answer streams as application/x-ndjson, one VoiceCallEvent per line: `heard` (what was',
  'recognised), then a `sentence` per sentence of the reply with its audio (the first is sent as',
  'soon as it is spoken), then `done` with the whole reply and the call’s state. The child’s words',
  'and the reply pass the same child-safety checks as the text chat and are stored in the same',
  'conversation (the parents’ transcripts show calls). Each utterance also counts as a heartbeat',
  `and charges a minute that has started. Within ${VOICE_CALL_GOODBYE_SECONDS} s of the end of the`,
  'paid time, when the next minute cannot be paid (or a parent’s rule ends the call), the reply',
  'closes with the character’s goodbye and `done.state.ended` is set.',
].join(' ');

export function callsRoutes({
  calls,
  voiceTest,
}: {
  calls: CallsService;
  voiceTest: VoiceTestService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // WAV arrives whole as a Buffer; the size limit is checked before it is read into memory.
    app.addContentTypeParser(
      [...WAV_CONTENT_TYPES],
      { parseAs: 'buffer', bodyLimit: VOICE_CALL_MAX_UTTERANCE_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.route({
      ...routeOf(ApiRoutes.voiceCalls.start),
      schema: {
        tags: ['voice calls'],
        summary: 'Call a character',
        description: [
          'Opens a call with one of the family’s characters and charges its first minute',
          '(creditsPerMinuteOfCall; 402 with nothing charged when the balance does not cover it).',
          'The answer says how to send the child’s words (recognition), how long the call can run',
          '(secondsLeft) and holds the character’s greeting with its audio. As a child profile',
          '(X-Child-Profile) the parent’s rules hold: calls switched off, a character not allowed,',
          'quiet hours or the day’s call minutes used up answer callId "resting" with the',
          'character’s kind goodbye as the greeting and `ended` set; nothing is charged then.',
          `Send a heartbeat every few seconds: with no request for ${VOICE_CALL_GRACE_SECONDS} s the`,
          'call ends as dropped.',
        ].join(' '),
        params: startParamsSchema,
        response: {
          200: voiceCallStartResponseSchema,
          402: apiErrorSchema.describe('Not enough credits for one minute (nothing charged)'),
          404: apiErrorSchema.describe('No such character (or story) of this family'),
        },
      },
      handler: async (request) =>
        calls.start(
          callerOf(request),
          request.childProfileId,
          request.params.storyId,
          request.params.characterId,
        ),
    });

    app.route({
      ...routeOf(ApiRoutes.voiceCalls.utterance),
      schema: {
        tags: ['voice calls'],
        summary: 'Say something on the call; the spoken reply streams back',
        description: UTTERANCE_DESCRIPTION,
        params: callParamsSchema,
        response: {
          200: {
            description: 'One VoiceCallEvent per line (application/x-ndjson)',
            content: { 'application/x-ndjson': { schema: voiceCallEventSchema } },
          },
          400: apiErrorSchema.describe('Not a usable WAV (or text) utterance'),
          404: notFound,
          409: callEnded,
          413: apiErrorSchema.describe('The utterance is too long'),
          415: apiErrorSchema.describe('Neither audio/wav nor application/json'),
        },
      },
      handler: async (request, reply) => {
        const utterance = utteranceOf(request.body);
        const stop = new AbortController();
        const events = await calls.utterance(
          callerOf(request),
          request.params.callId,
          utterance,
          stop.signal,
        );
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) stop.abort(new Error('the caller left'));
        });
        return reply
          .header('content-type', VOICE_CALL_STREAM_CONTENT_TYPE)
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(Readable.from(asLines(events)) as never);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.voiceCalls.heartbeat),
      schema: {
        tags: ['voice calls'],
        summary: 'Keep the call alive',
        description: [
          'The page is still on the call. The server’s clock charges each minute that has started',
          'since the last request; when the next minute cannot be paid or a parent’s rule ends the',
          'call, `ended` carries the character’s goodbye to play. A heartbeat after the grace time',
          'finds the call ended as dropped (nothing charged for the time after the last sign).',
        ].join(' '),
        params: callParamsSchema,
        response: { 200: voiceCallStateSchema, 404: notFound },
      },
      handler: async (request) => calls.heartbeat(callerOf(request), request.params.callId),
    });

    app.route({
      ...routeOf(ApiRoutes.voiceCalls.end),
      schema: {
        tags: ['voice calls'],
        summary: 'Hang up',
        description:
          'Ends the call (a minute that has started by now is charged, nothing after). Ending an ended call answers its final state again.',
        params: callParamsSchema,
        response: { 200: voiceCallStateSchema, 404: notFound },
      },
      handler: async (request) => calls.end(callerOf(request), request.params.callId),
    });

    app.route({
      ...routeOf(ApiRoutes.voiceTest.recognize),
      schema: {
        tags: ['voice calls'],
        summary: 'Check speech recognition (the /voice-test page)',
        description: [
          WAV_BODY,
          'Recognised offline in English against a general grammar of questions children ask',
          '("what is your favorite color", "do you have any friends", "tell me a story"). For',
          'anyone, rate limited per address (429 with Retry-After). Nothing is stored.',
        ].join(' '),
        response: {
          200: voiceTestRecognitionSchema,
          400: apiErrorSchema.describe('Not a usable WAV utterance'),
          413: apiErrorSchema.describe('The utterance is too long'),
          415: apiErrorSchema.describe('Not audio/wav'),
          429: apiErrorSchema.describe('Too many tries from this address; see Retry-After'),
        },
      },
      handler: async (request) => {
        const utterance = utteranceOf(request.body);
        if (!('audio' in utterance)) throw unsupportedMediaType();
        return voiceTest.recognize(request, utterance.audio);
      },
    });
  };
}

const unsupportedMediaType = () =>
  new AppError(
    'unsupported_media_type',
    'Send the utterance as audio/wav (mono, 16-bit PCM, 16 kHz)',
    415,
  );

/** The body as an utterance: WAV bytes, or {text} as JSON. */
function utteranceOf(body: unknown): Utterance {
  if (Buffer.isBuffer(body)) return { audio: body };
  // Plain text (or no body) is neither WAV nor the JSON form.
  if (body === undefined || body === null || typeof body === 'string') throw unsupportedMediaType();
  const parsed = voiceCallTextUtteranceSchema.safeParse(body);
  if (!parsed.success) throw badRequest(`Invalid utterance: ${z.prettifyError(parsed.error)}`);
  return { text: parsed.data.text };
}

/** Each event on a line of its own, each line leaving as its own write. */
async function* asLines(events: AsyncIterable<VoiceCallEvent>): AsyncGenerator<string> {
  for await (const event of events) {
    yield `${JSON.stringify(event)}\n`;
    await nextTurnOfTheLoop();
  }
}
