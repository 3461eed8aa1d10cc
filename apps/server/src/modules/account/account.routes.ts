import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema } from '@storyloom/contracts';
import { buildAccountExport, exportFileName } from './account-export.js';
import { deleteAccount, type AccountDeletionDeps } from './account-deletion.js';

const deleteAccountBodySchema = z.object({
  confirm: z
    .string({ error: "confirm must be the account's e-mail address" })
    .max(320, "confirm must be the account's e-mail address")
    .describe("The account's e-mail address, typed by its owner (case does not matter)"),
  password: z
    .string({ error: 'password must be text' })
    .max(1024, 'password is too long')
    .optional()
    .describe(
      "The account's password. Required when the account has one; an account that signs in only through a provider has none and needs a sign-in from the last 5 minutes instead",
    ),
});

const tags = ['account'];

/** Export everything the signed-in account holds, or delete the account with all of it. */
export function accountRoutes({
  deletion,
  publicUrl,
}: {
  deletion: AccountDeletionDeps;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.me.export),
      schema: {
        tags,
        summary: 'Download everything the account holds, as one JSON file',
        description:
          'Sections: profile, sessions, subscription, creditLedger, storyElements (with knowledge, bag members and picture links valid for a day), accountConfiguration (with whether the phone number is verified), feedback, shareLinks, events. No password hashes or tokens. 401 without a valid ID token.',
        // No response schema: the body is sent already serialised (indented, for people).
      },
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const now = new Date();
        const document = await buildAccountExport(
          { db: deletion.db, files: deletion.files, userId: caller.id, publicUrl },
          undefined,
          now,
        );
        return reply
          .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(document, null, 2));
      },
    });

    app.route({
      ...routeOf(ApiRoutes.me.delete),
      schema: {
        tags,
        summary: 'Delete the account and everything it holds',
        description:
          "Send { confirm: <the account's e-mail>, password } (400 otherwise, nothing deleted). A wrong password answers 403 wrong_password; an account without a password (provider sign-in only) answers 403 sign_in_again unless its session began within 5 minutes; wrong passwords are slowed as sign-in guesses are (429). Removes every row of the account, its files and its sessions, so its ID tokens stop working. Answers 204.",
        body: deleteAccountBodySchema,
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const caller = callerOf(request);
        await deleteAccount(deletion, caller, {
          confirmation: request.body.confirm,
          password: request.body.password,
          clientAddress: request.ip,
        });
        return reply.status(204).send(null);
      },
    });
  };
}
