import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createProviderChat, offlineChat } from '../../engines/chat/index.js';
import { createTextModel } from '../../platform/ai/models.js';
import { createModerator } from '../../platform/ai/moderation.js';
import { ipHasherFor } from '../events/index.js';
import type { Platform } from '../../platform/platform.js';
import type { ChatDeps } from './chat-deps.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';
import { transcriptsRoutes } from './transcripts.routes.js';

/**
 * The chat's dependencies: the configured text provider answers (its quicker model when one is
 * set: a child is waiting), else the offline engine; the moderation service when one is set.
 */
export function chatDepsOf(
  config: Pick<Config, 'ai'>,
  platform: Platform,
  onSafetyEvent?: ChatDeps['onSafetyEvent'],
): ChatDeps {
  const model = createTextModel(config.ai, { fast: true });
  const logger = platform.logger.child({ component: 'chat' });
  const moderator = createModerator(config.ai);
  return {
    db: platform.database.db,
    files: platform.storage.files,
    engine: model ? createProviderChat(model) : offlineChat,
    ...(moderator
      ? {
          moderation: {
            check: moderator,
            onFailure: (error: unknown) =>
              logger.warn(
                { err: error },
                'the moderation service did not answer; the built-in check alone decided',
              ),
          },
        }
      : {}),
    logger,
    now: () => new Date(),
    onSafetyEvent,
  };
}

/**
 * POST /api/Chat/{id}/Setup, POST /api/Chat/{id}/Turn and DELETE /api/Chat/{id}; the parents'
 * transcripts and safety events (/api/parents/...), since the chat owns its conversations.
 */
export async function registerChat(
  app: FastifyInstance,
  {
    config,
    platform,
    onSafetyEvent,
  }: { config: Config; platform: Platform; onSafetyEvent?: ChatDeps['onSafetyEvent'] },
): Promise<void> {
  const deps = chatDepsOf(config, platform, onSafetyEvent);
  const hashIp = await ipHasherFor(config);
  await app.register(chatRoutes({ chat: createChatService(deps), deps, hashIp }));
  await app.register(transcriptsRoutes({ deps }));
}
