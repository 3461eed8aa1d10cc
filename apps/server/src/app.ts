import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerErrorHandlers } from './platform/http/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerSecurity } from './platform/http/security.js';
import { registerSpa } from './platform/http/spa.js';
import type { Platform } from './platform/platform.js';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export type BuildAppOptions = { config: Config; platform: Platform };

/** Builds the HTTP application without listening: main.ts listens, tests call inject(). */
export async function buildApp({ config, platform }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Keep a caller's request id when it looks sane so logs line up across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1_048_576,
    trustProxy: true,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app, config);
  await registerOpenApi(app, config);

  await app.register(healthRoutes(platform));

  const pageFallback = await registerSpa(app, config);
  registerErrorHandlers(app, pageFallback);
  return app;
}
