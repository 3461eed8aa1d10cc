import { ApiRoutes, apiErrorSchema } from '@storyloom/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../platform/http/access-control.js';
import type { PhoneLinesService } from './phone-lines.service.js';
import type { FormParams } from './twilio-signature.js';

const FORM = 'application/x-www-form-urlencoded';

const formSchema = z
  .record(z.string(), z.string())
  .describe(
    "Twilio's POST parameters (CallSid, AccountSid, From, To, SpeechResult, CallStatus, CallDuration…)",
  );
const signatureHeaders = z.object({
  'x-twilio-signature': z
    .string()
    .optional()
    .describe(
      'base64 HMAC-SHA1, keyed with the auth token, of the full URL and the sorted parameters',
    ),
});
const twimlResponse = z.string().describe('TwiML (text/xml): what the call says and does next');
const refusals = {
  400: apiErrorSchema.describe('No call id'),
  403: apiErrorSchema.describe(
    'Not signed by Twilio, another account, or a replayed or stale step',
  ),
  404: apiErrorSchema.describe('Phone calls are not set up on this server'),
};

/** Twilio's webhooks for phone lines: signed form posts in, TwiML out. */
export function phoneLinesRoutes({ phone }: { phone: PhoneLinesService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Twilio posts forms; the signature covers each parameter as sent (one value per name).
    app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const signatureOf = (headers: { 'x-twilio-signature'?: string | undefined }) =>
      headers['x-twilio-signature'];
    const formOf = (body: unknown): FormParams => (body ?? {}) as FormParams;

    app.route({
      ...routeOf(ApiRoutes.phoneLines.incoming),
      schema: {
        tags: ['phone lines'],
        summary: 'A call comes in (Twilio voice webhook; signed by Twilio, no sign-in)',
        description:
          "Answers a call from a family's saved phone number with the character in its assigned " +
          'phone-number slot (several: a menu, press the slot number or say the name): its ' +
          'greeting, then a speech Gather whose action is a ' +
          'signed, single-use /api/phone/gather URL. The character answering starts a voice call ' +
          'on the phone channel (its first minute charged then; the menu is not metered) under the ' +
          "call rules of the child the family's phone line follows: a rule answers with the " +
          "character's kind goodbye and hangs up. Any other caller hears a polite refusal and the " +
          'call hangs up.',
        headers: signatureHeaders,
        body: formSchema,
        response: { 200: twimlResponse, ...refusals },
      },
      handler: async (request, reply) => {
        const xml = await phone.incoming(
          request.url,
          formOf(request.body),
          signatureOf(request.headers),
        );
        return reply.type('text/xml; charset=utf-8').send(xml);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.phoneLines.gather),
      schema: {
        tags: ['phone lines'],
        summary: 'What the child said (the action of our Gather; signed by Twilio and by us)',
        description:
          'The query (call, step, at, quiet, token) is the step we handed out, signed by us; each ' +
          'step is taken once and for at most 10 minutes. SpeechResult is an utterance of the ' +
          'voice call (safety checks both ways, captions stored) and the reply is said, then ' +
          "another Gather; a silence counts as a heartbeat. Every started minute of the server's " +
          'clock is charged; when no minute can follow (the balance, or a parent’s rule), the ' +
          'character says goodbye and hangs up.',
        headers: signatureHeaders,
        querystring: z.record(z.string(), z.string()),
        body: formSchema,
        response: { 200: twimlResponse, ...refusals },
      },
      handler: async (request, reply) => {
        const xml = await phone.gathered(
          request.url,
          request.query,
          formOf(request.body),
          signatureOf(request.headers),
        );
        return reply.type('text/xml; charset=utf-8').send(xml);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.phoneLines.status),
      schema: {
        tags: ['phone lines'],
        summary: "The call's status changed (Twilio status callback; signed by Twilio)",
        description:
          'On CallStatus=completed, every minute started before the call ended is charged ' +
          '(the server’s clock, or the reported CallDuration when sooner).',
        headers: signatureHeaders,
        body: formSchema,
        response: { 204: z.null().describe('Noted'), ...refusals },
      },
      handler: async (request, reply) => {
        await phone.status(request.url, formOf(request.body), signatureOf(request.headers));
        return reply.code(204).send(null);
      },
    });
  };
}
