import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema, USER_LIST_LIMIT } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { findAccounts, getAccount } from './identity.service.js';

const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  admin: z.boolean().describe('Whether the account administers this instance'),
  createdUtcEpoch: z.number().describe('When the account was created, ms since epoch'),
});

const userLookupSchema = z.union([
  z.object({
    email: z.string().trim().min(1).max(320).describe('Exact address, case-insensitive'),
  }),
  z.object({
    filter: z.string().max(200).optional().describe('Part of an address or a name'),
    limit: z
      .number()
      .optional()
      .describe(
        `At most this many, rounded down and kept within ${USER_LIST_LIMIT.min}..${USER_LIST_LIMIT.max}`,
      ),
  }),
]);

/** The signed-in account (`GET /api/me`) and the admin user lookup (`POST /api/DevOps/users`). */
export function identityRoutes({ db }: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.me.get),
      schema: {
        tags: ['identity'],
        summary: 'The signed-in account',
        response: { 200: accountSchema, 401: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return getAccount(db, caller.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.admin.users),
      schema: {
        tags: ['admin'],
        summary: 'Look up accounts (administrators only)',
        body: userLookupSchema,
        response: {
          200: z.object({ users: z.array(accountSchema) }),
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      handler: async (request) => {
        return { users: await findAccounts(db, request.body) };
      },
    });
  };
}
