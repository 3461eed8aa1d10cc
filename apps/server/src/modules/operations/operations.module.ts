import type { FastifyInstance } from 'fastify';
import { diagnosticsRoutes } from './diagnostics.routes.js';
import type { OperationsDeps } from './operations-deps.js';
import { operationsRoutes } from './operations.routes.js';

/** Running the instance: dashboard, reminders, data migrations, payment seed, diagnostics. */
export async function registerOperations(app: FastifyInstance, deps: OperationsDeps) {
  await app.register(operationsRoutes(deps));
  await app.register(diagnosticsRoutes(deps));
}
