import type { FastifyInstance } from 'fastify';
import { ipHasherFor } from '../events/index.js';
import { diagnosticsRoutes } from './diagnostics.routes.js';
import { metricsRoutes } from './metrics.routes.js';
import type { OperationsDeps } from './operations-deps.js';
import { operationsRoutes } from './operations.routes.js';

/**
 * Running the instance: dashboard, reminders, data migrations, the payment seed, diagnostics,
 * error reports, traces and metrics.
 */
export async function registerOperations(app: FastifyInstance, deps: OperationsDeps) {
  await app.register(operationsRoutes(deps));
  await app.register(diagnosticsRoutes({ ...deps, hashIp: await ipHasherFor(deps.config) }));
  await app.register(metricsRoutes(deps));
}
