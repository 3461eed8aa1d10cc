import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { registerAccount } from './modules/account/index.js';
import { registerAdmin } from './modules/admin/index.js';
import { registerPhoneLines } from './modules/phone-lines/index.js';
import { registerCalls } from './modules/calls/index.js';
import { registerChat } from './modules/chat/index.js';
import { registerParents } from './modules/parents/index.js';
import { registerAccountConfiguration } from './modules/account-configuration/index.js';
import { registerDemo } from './modules/demo/index.js';
import { registerEnhancements } from './modules/enhancements/index.js';
import { registerEvents } from './modules/events/index.js';
import { registerFeedback } from './modules/feedback/index.js';
import { filesRoutes } from './modules/files/index.js';
import { healthRoutes } from './modules/health/index.js';
import { registerIdentity } from './modules/identity/index.js';
import { liveRoutes } from './modules/live/index.js';
import { mailboxRoutes } from './modules/mailbox/index.js';
import { narratorRoutes } from './modules/narrator/index.js';
import { registerPayments } from './modules/payments/index.js';
import { registerPlans } from './modules/plans/index.js';
import { registerMarketplace } from './modules/marketplace/index.js';
import { registerOperations } from './modules/operations/index.js';
import { registerSharing } from './modules/sharing/index.js';
import { registerStories } from './modules/stories/index.js';
import { registerStoryElements } from './modules/story-elements/index.js';
import { OneLineAccessLog } from './platform/http/access-log.js';
import type { Authenticate } from './platform/http/authentication.js';
import { registerAccessControl } from './platform/http/access-control.js';
import { registerAnswerCache } from './platform/answers/answer-cache-hooks.js';
import { acceptEmptyJsonBodies } from './platform/http/empty-json-bodies.js';
import {
  answerClientError,
  answerFrameworkError,
  refuseLongUrls,
  registerErrorHandler,
  registerNotFoundHandler,
} from './platform/http/error-handler.js';
import { compressLongAnswers } from './platform/http/long-answers.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { registerSecurity } from './platform/http/security.js';
import { registerSpa } from './platform/http/spa.js';
import type { Platform } from './platform/platform.js';
import { serverErrorReporter } from './platform/telemetry/error-reports.js';
import { traceRequests } from './platform/telemetry/http-spans.js';
import type { Services } from './services.js';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export type BuildAppOptions = {
  config: Config;
  platform: Platform;
  /** The services jobs share with the routes (services.ts), built once per process. */
  services: Services;
  /** Replaces ID-token authentication (tests of modules that only need "some user"). */
  authenticate?: Authenticate;
};

/** Builds the HTTP application without listening: main.ts listens, tests call inject(). */
export async function buildApp({
  config,
  platform,
  services,
  authenticate: authenticateOverride,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: platform.logger as FastifyBaseLogger,
    // Keep a caller's request id when it looks sane so logs line up across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    logController: new OneLineAccessLog(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(
    app,
    serverErrorReporter(platform.database.db, platform.logger, platform.telemetry.errorService),
  );
  refuseLongUrls(app);
  acceptEmptyJsonBodies(app);
  await registerSecurity(app, config);
  await registerOpenApi(app, config);

  traceRequests(app, platform.telemetry.scope);
  // Every route declares who may call it (the contracts' ApiRoutes); one hook enforces that
  // before anything of the request is read. Identity, registered next, says who the caller is.
  let identify: Authenticate = async () => null;
  registerAccessControl(app, (request) => identify(request));
  // Hot family reads are answered from memory until the family's rows change; after access.
  registerAnswerCache(app, platform.answers);
  // Long JSON answers go out gzip-compressed to browsers (remembered ones keep their own copy).
  compressLongAnswers(app);

  await app.register(healthRoutes(platform));
  const { authenticate, confirmIdentity, sessionsOfDeletedAccountEnded } = await registerIdentity(
    app,
    {
      config,
      platform,
      authenticate: authenticateOverride,
    },
  );
  identify = authenticate;
  await app.register(liveRoutes({ live: platform.live, heartbeatMs: config.liveHeartbeatMs }));
  const { plans } = services;
  await registerPlans(app, { plans });
  const payments = await registerPayments(app, { config, platform, plans });
  await registerStoryElements(app, { platform, plans });
  const sharing = await registerSharing(app, { platform });
  const demo = await registerDemo(app, { platform, stories: services.stories, plans });
  await app.register(
    filesRoutes({
      storage: platform.storage,
      // A file link works while what it was handed out for lives: a share, or a running demo.
      isScopeLive: async (scope) =>
        (await sharing.isScopeLive(scope)) || (await demo.isScopeLive(scope)),
    }),
  );
  await registerStories(app, {
    stories: services.stories,
    files: platform.storage.files,
  });
  await registerMarketplace(app, { platform, plans });
  // A safety event in a chat or a call: the parent's alert mail, sent by a job (one an hour).
  const onSafetyEvent = async (familyId: string) => {
    await platform.jobs.enqueue(
      services.familyMails.jobs.safetyAlert,
      { familyId },
      { userId: familyId },
    );
  };
  await registerChat(app, { config, platform, onSafetyEvent });
  const calls = await registerCalls(app, { config, platform, plans, onSafetyEvent });
  await registerPhoneLines(app, { config, platform, calls });
  await registerParents(app, { platform, confirmIdentity });
  await registerEnhancements(app, { config, platform });
  await registerFeedback(app, { config, platform });
  await registerEvents(app, { config, platform });
  await registerAdmin(app, { config, platform });
  await registerOperations(app, { config, platform, plans });
  await registerAccountConfiguration(app, { platform, config });
  await app.register(narratorRoutes({ ai: config.ai, files: platform.storage.files }));
  await registerAccount(app, {
    config,
    platform,
    payments,
    confirmIdentity,
    sessionsEnded: sessionsOfDeletedAccountEnded,
  });
  // The dev mailbox exists only while mail stays in the outbox; with SMTP its paths are unknown.
  if (platform.mailer.kind === 'outbox') {
    await app.register(
      mailboxRoutes({
        database: platform.database,
        productName: config.productName,
        env: config.env,
        trustProxy: config.trustProxy,
      }),
    );
  }

  const pageFallback = await registerSpa(app, config);
  registerNotFoundHandler(app, pageFallback);
  return app;
}
