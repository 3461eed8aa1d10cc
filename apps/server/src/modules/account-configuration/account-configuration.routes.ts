import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  accountConfigurationInputSchema,
  accountConfigurationViewSchema,
  apiErrorSchema,
  phoneNumberInputSchema,
  phoneNumberSlotInputSchema,
  phoneNumberSlotSchema,
  phoneCodeInputSchema,
  phoneVerificationSchema,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_SENDS_PER_HOUR,
  PHONE_CODE_TTL_MINUTES,
  preferredLanguageInputSchema,
  SUPPORTED_LANGUAGES,
} from '@storyloom/contracts';
import type { AccountConfigurationService } from './account-configuration.service.js';
import type { PhoneVerificationService } from './phone-verification.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const tags = ['account-configuration'];

/**
 * The signed-in user's account configuration. The paths have no /api prefix (docs/product.md, "The
 * API" and "Readings of unclear points" 2): they are matched before the page fallback and answer
 * JSON.
 */
export function accountConfigurationRoutes({
  accountConfiguration,
  phoneVerification,
}: {
  accountConfiguration: AccountConfigurationService;
  phoneVerification: PhoneVerificationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.get),
      schema: {
        tags,
        summary: "The signed-in user's account configuration",
        description: 'A user who never saved one gets the defaults: { phoneNumberSlots: [] }.',
        response: { 200: accountConfigurationViewSchema, 401: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.get(caller.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.replace),
      schema: {
        tags,
        summary: 'Replace the whole account configuration',
        description:
          'Absent fields are cleared. Slots 1..5, each at most once; an assigned slot must name one of your characters (404 otherwise). Invalid input changes nothing.',
        body: accountConfigurationInputSchema,
        response: { 200: accountConfigurationViewSchema, ...errors, 404: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.replace(caller.id, request.body);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.preferredLanguage),
      schema: {
        tags,
        summary: 'Set the preferred language',
        description: `One of: ${SUPPORTED_LANGUAGES.join(', ')}.`,
        body: preferredLanguageInputSchema,
        response: { 200: accountConfigurationViewSchema, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.setPreferredLanguage(caller.id, request.body.preferredLanguage);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.phoneNumber),
      schema: {
        tags,
        summary: 'Set or remove the phone number',
        description:
          'Plus signs are removed from countryCode, which must then be 1 to 3 digits. Spaces, dashes, dots and parentheses are removed from number, which must then be 4 to 14 digits. An empty number removes the stored phone number (countryCode is then ignored). A number other than the saved one is unverified until a texted code confirms it.',
        body: phoneNumberInputSchema,
        response: { 200: accountConfigurationViewSchema, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.setPhoneNumber(caller.id, request.body);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.phoneNumberSlot),
      schema: {
        tags,
        summary: 'Assign a character to a phone-number slot, or unassign it',
        description:
          'slot 1..5. An empty storyElementId unassigns the slot; otherwise it must be one of your characters (404 otherwise). Answers all slots.',
        body: phoneNumberSlotInputSchema,
        response: { 200: z.array(phoneNumberSlotSchema), ...errors, 404: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.setSlot(caller.id, request.body);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.phoneVerification),
      schema: {
        tags,
        summary: 'Whether the saved phone number is verified',
        description:
          'Phone lines answer only a verified number. code is the texted code still waiting, if any.',
        response: { 200: phoneVerificationSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      handler: async (request) => phoneVerification.status(callerOf(request).id),
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.sendPhoneCode),
      schema: {
        tags,
        summary: 'Text a verification code to the saved phone number',
        description: `A ${PHONE_CODE_TTL_MINUTES}-minute code replaces any earlier one; at most ${PHONE_CODE_SENDS_PER_HOUR} sends an hour (429 with Retry-After). 400 without a saved number, 409 when it is already verified, 502 when Twilio refused the message, 503 when phone calls are not set up.`,
        response: {
          200: phoneVerificationSchema,
          ...errors,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      handler: async (request) => phoneVerification.sendCode(callerOf(request).id),
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.confirmPhoneCode),
      schema: {
        tags,
        summary: 'Confirm the texted code: the phone number is verified',
        description: `400 with error wrong_code (the tries left in the message; each code takes ${PHONE_CODE_MAX_TRIES} wrong tries), code_expired, code_used_up, no_code or no_phone_number. A verified number answers verified.`,
        body: phoneCodeInputSchema,
        response: { 200: phoneVerificationSchema, ...errors, 403: apiErrorSchema },
      },
      handler: async (request) =>
        phoneVerification.confirm(callerOf(request).id, request.body.code),
    });

    app.route({
      ...routeOf(ApiRoutes.accountConfiguration.phoneNumberSlots),
      schema: {
        tags,
        summary: 'All phone-number slots, 1..5',
        description: "Unassigned slots have storyElementId ''.",
        response: { 200: z.array(phoneNumberSlotSchema), 401: apiErrorSchema },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return accountConfiguration.slots(caller.id);
      },
    });
  };
}
