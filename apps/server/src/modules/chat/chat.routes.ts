import { Readable } from 'node:stream';
import { setImmediate as nextTurnOfTheLoop } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  CHAT_STREAM_CONTENT_TYPE,
  chatSetupRequestSchema,
  chatSetupResponseSchema,
  chatTurnEventSchema,
  chatTurnRequestSchema,
  type ChatTurnEvent,
} from '@storyloom/contracts';
import { callerOf, routeOf } from '../../platform/http/access-control.js';
import { badRequest } from '../../platform/http/app-error.js';
import { identifyCaller, rateLimitKeyOf, type IpHasher } from '../events/index.js';
import type { ChatDeps } from './chat-deps.js';
import type { ChatService } from './chat.service.js';
import { CHAT_TURN_LIMIT, prepareTurn, turnEvents } from './chat-turn.js';

const paramsSchema = z.object({
  id: z.string().trim().min(1).max(200).describe("The character's id"),
});

const notFoundOrNotSignedIn = {
  401: apiErrorSchema.describe('Not signed in, and the character is not one of the public demo'),
  404: apiErrorSchema.describe('No such character (or story) of this family'),
};

const TURN_DESCRIPTION = [
  'Answers in character, streamed as application/x-ndjson: one JSON event per line, flushed as',
  'it is made. First `{"type":"delta","text":…}` events carry the reply’s words as they come;',
  'then `{"type":"done","childMessage":…,"reply":…,"suggestions":[…]}` with both messages as',
  'stored (`reply.text` is the whole reply; show it in place of the deltas, which differ only',
  'when a provider’s answer had to be replaced), or `{"type":"error","message":…}` when no reply',
  'could be made (nothing is stored then). Every message and reply passes the child-safety',
  'check: a message a grown-up should hear of gets a safe answer, is kept out of the',
  `conversation and recorded for the parent. At most ${CHAT_TURN_LIMIT.max} turns a minute per`,
  'family, or per address for a visitor (429 with Retry-After). A visitor may talk only with a',
  'running public demo’s characters, and their turns are not kept. Text chat costs no credits.',
  'Sent as a child profile (X-Child-Profile), the parent’s rules hold: a character not allowed,',
  'quiet hours or the day’s minutes used up make the character say a kind goodbye (nothing is',
  'stored, no suggestions), and a topic the parent blocked is recorded as a safety event.',
].join(' ');

export function chatRoutes({
  chat,
  deps,
  hashIp,
}: {
  chat: ChatService;
  deps: ChatDeps;
  /** A visitor's turns are counted under a hash of their address, never the address itself. */
  hashIp: IpHasher;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.chat.setup),
      schema: {
        tags: ['chat'],
        summary: 'Open or resume the family’s conversation with a character',
        description: [
          'The character’s id is in the path. A new conversation holds the character’s greeting;',
          'an existing one is resumed (messages oldest first). storyId narrows what the character',
          'speaks from to one story; none or "all" means every story it appears in. Signed-out',
          'visitors may open only a running public demo’s characters, which speak of the demo’s',
          'story; a visitor’s conversation is not kept (conversationId "visitor", the greeting).',
          'As a child profile (X-Child-Profile) the conversation is that child’s; when a parent’s',
          'rule stops the chat, conversationId is "resting" and the one message a kind goodbye.',
        ].join(' '),
        params: paramsSchema,
        body: chatSetupRequestSchema,
        response: { 200: chatSetupResponseSchema, 400: apiErrorSchema, ...notFoundOrNotSignedIn },
      },
      handler: async (request) =>
        chat.setup(request.user, request.childProfileId, request.params.id, request.body.storyId),
    });

    app.route({
      ...routeOf(ApiRoutes.chat.turn),
      schema: {
        tags: ['chat'],
        summary: 'Say something to a character; the answer streams back',
        description: TURN_DESCRIPTION,
        params: paramsSchema,
        body: chatTurnRequestSchema,
        response: {
          200: {
            description: 'One ChatTurnEvent per line (application/x-ndjson)',
            content: { 'application/x-ndjson': { schema: chatTurnEventSchema } },
          },
          400: apiErrorSchema.describe('A bad body, or characterId differs from the path'),
          ...notFoundOrNotSignedIn,
          429: apiErrorSchema.describe('Too many turns for this family; see Retry-After'),
        },
      },
      handler: async (request, reply) => {
        if (request.body.characterId !== request.params.id) {
          throw badRequest('characterId must be the character in the path');
        }
        const limitKey = rateLimitKeyOf('chat-turn', identifyCaller(hashIp, request));
        const prepared = await prepareTurn(
          deps,
          request.user,
          request.childProfileId,
          request.params.id,
          request.body,
          limitKey,
        );
        const stop = new AbortController();
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) stop.abort(new Error('the child left'));
        });
        return (
          reply
            .header('content-type', CHAT_STREAM_CONTENT_TYPE)
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no')
            // A stream is piped as it is; the schema above only documents its lines.
            .send(Readable.from(asLines(turnEvents(deps, prepared, stop.signal))) as never)
        );
      },
    });

    app.route({
      ...routeOf(ApiRoutes.chat.clear),
      schema: {
        tags: ['chat'],
        summary: 'Clear the family’s conversation with a character',
        description:
          'A parent starts over: every message with the character goes (the children’s too); the next Setup greets anew. Safety events stay for the parent.',
        params: paramsSchema,
        response: { 204: z.null().describe('Cleared'), 404: notFoundOrNotSignedIn[404] },
      },
      handler: async (request, reply) => {
        await chat.clear(callerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

/** Each event on a line of its own, each line leaving as its own write. */
async function* asLines(events: AsyncIterable<ChatTurnEvent>): AsyncGenerator<string> {
  for await (const event of events) {
    yield `${JSON.stringify(event)}\n`;
    await nextTurnOfTheLoop();
  }
}
