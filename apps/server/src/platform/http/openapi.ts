import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@storyloom/contracts';
import type { Config } from '../../config.js';

/** OpenAPI generated from the routes' zod schemas; browsable at /docs, raw at /docs/json. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.productName} API`,
        version: APP_VERSION,
        description: `The HTTP API of ${config.productName}. Authenticated calls send \`Authorization: Bearer {ID token}\`.`,
      },
      components: {
        securitySchemes: { idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The app-wide content security policy (security.ts) covers the reference page too.
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
