import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, USER_LIST_LIMIT } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import {
  requireAdmin,
  requireUser,
  type Authenticate,
} from '../../platform/http/authentication.js';
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
export function identityRoutes({
  db,
  authenticate,
}: {
  db: Db;
  authenticate: Authenticate;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me',
      {
        schema: {
          tags: ['identity'],
          summary: 'The signed-in account',
          security: [{ idToken: [] }],
          response: { 200: accountSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = await requireUser(authenticate, request);
        return getAccount(db, caller.id);
      },
    );

    app.post(
      '/api/DevOps/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'Look up accounts (administrators only)',
          security: [{ idToken: [] }],
          body: userLookupSchema,
          response: {
            200: z.object({ users: z.array(accountSchema) }),
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await requireAdmin(authenticate, request);
        return { users: await findAccounts(db, request.body) };
      },
    );
  };
}
