import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import { callsRoutes } from './calls.routes.js';
import type { CallsService, VoiceTestService } from './calls-service-port.js';

const notYet = async (): Promise<never> => {
  throw new AppError(
    'not_implemented',
    'Voice calls are not available on this server yet.',
    501,
    {},
    true,
  );
};

/** The voice-call routes (docs/decisions/0025-voice-calls.md). */
export async function registerCalls(app: FastifyInstance): Promise<void> {
  const calls: CallsService = { start: notYet, utterance: notYet, heartbeat: notYet, end: notYet };
  const voiceTest: VoiceTestService = { recognize: notYet };
  await app.register(callsRoutes({ calls, voiceTest }));
}
