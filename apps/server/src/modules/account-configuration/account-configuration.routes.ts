import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountConfigurationInputSchema,
  accountConfigurationViewSchema,
  apiErrorSchema,
  phoneNumberInputSchema,
  phoneNumberSlotInputSchema,
  phoneNumberSlotSchema,
  preferredLanguageInputSchema,
  SUPPORTED_LANGUAGES,
} from '@storyloom/contracts';
import {
  requireUser,
  type Authenticate,
  type RequestUser,
} from '../../platform/http/authentication.js';
import type { AccountConfigurationService } from './account-configuration.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const security = [{ idToken: [] }];
const tags = ['account-configuration'];

/**
 * The signed-in user's account configuration. The paths have no /api prefix (spec section 7,
 * interpretation 2): they are matched before the page fallback and answer JSON.
 */
export function accountConfigurationRoutes({
  authenticate,
  accountConfiguration,
}: {
  authenticate: Authenticate;
  accountConfiguration: AccountConfigurationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-in first: a caller without a token gets 401, not a verdict on a body it cannot send.
    const callers = new WeakMap<FastifyRequest, RequestUser>();
    app.addHook('preValidation', async (request) => {
      callers.set(request, await requireUser(authenticate, request));
    });
    const callerOf = (request: FastifyRequest): RequestUser => {
      const caller = callers.get(request);
      if (!caller) throw new Error('preValidation hook did not run');
      return caller;
    };

    app.get(
      '/account-configuration',
      {
        schema: {
          tags,
          summary: "The signed-in user's account configuration",
          description: 'A user who never saved one gets the defaults: { phoneNumberSlots: [] }.',
          security,
          response: { 200: accountConfigurationViewSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.get(caller.id);
      },
    );

    app.put(
      '/account-configuration',
      {
        schema: {
          tags,
          summary: 'Replace the whole account configuration',
          description:
            'Absent fields are cleared. Slots 1..5, each at most once; an assigned slot must name one of your characters (404 otherwise). Invalid input changes nothing.',
          security,
          body: accountConfigurationInputSchema,
          response: { 200: accountConfigurationViewSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.replace(caller.id, request.body);
      },
    );

    app.put(
      '/account-configuration/preferred-language',
      {
        schema: {
          tags,
          summary: 'Set the preferred language',
          description: `One of: ${SUPPORTED_LANGUAGES.join(', ')}.`,
          security,
          body: preferredLanguageInputSchema,
          response: { 200: accountConfigurationViewSchema, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.setPreferredLanguage(caller.id, request.body.preferredLanguage);
      },
    );

    app.put(
      '/account-configuration/phone-number',
      {
        schema: {
          tags,
          summary: 'Set or remove the phone number',
          description:
            'Plus signs are removed from countryCode, which must then be 1 to 3 digits. Spaces, dashes, dots and parentheses are removed from number, which must then be 4 to 14 digits. An empty number removes the stored phone number (countryCode is then ignored).',
          security,
          body: phoneNumberInputSchema,
          response: { 200: accountConfigurationViewSchema, ...errors },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.setPhoneNumber(caller.id, request.body);
      },
    );

    app.put(
      '/account-configuration/phone-number-slot',
      {
        schema: {
          tags,
          summary: 'Assign a character to a phone-number slot, or unassign it',
          description:
            'slot 1..5. An empty storyElementId unassigns the slot; otherwise it must be one of your characters (404 otherwise). Answers all slots.',
          security,
          body: phoneNumberSlotInputSchema,
          response: { 200: z.array(phoneNumberSlotSchema), ...errors, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.setSlot(caller.id, request.body);
      },
    );

    app.get(
      '/account-configuration/phone-number-slots',
      {
        schema: {
          tags,
          summary: 'All phone-number slots, 1..5',
          description: "Unassigned slots have storyElementId ''.",
          security,
          response: { 200: z.array(phoneNumberSlotSchema), 401: apiErrorSchema },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.slots(caller.id);
      },
    );
  };
}
