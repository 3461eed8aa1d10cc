import {
  ApiRoutes,
  adminAccountSchema,
  adminUserPlanSchema,
  subscriptionSchema,
  type AdminAccount,
  type AdminUserPlan,
  type Plan,
  type Subscription,
} from '@storyloom/contracts';
import { z } from 'zod';
import { callRoute, type ApiClient } from '../../../lib/api-client';

/** How many accounts one search shows; each also loads its plan, so keep it modest. */
export const USERS_SHOWN = 25;

const lookupAnswerSchema = z.object({ users: z.array(adminAccountSchema) });

export type UserRow = AdminAccount & Pick<AdminUserPlan, 'plan' | 'creditsAvailable'>;

/** Accounts whose address or name contains `filter` (all when empty), with plan and credits. */
export async function searchUsers(api: ApiClient, filter: string): Promise<UserRow[]> {
  const { users } = lookupAnswerSchema.parse(
    await callRoute(api, ApiRoutes.admin.users, { body: { filter, limit: USERS_SHOWN } }),
  );
  return Promise.all(
    users.map(async (account) => {
      const { plan, creditsAvailable } = await loadUserPlan(api, account.id);
      return { ...account, plan, creditsAvailable };
    }),
  );
}

async function loadUserPlan(api: ApiClient, userId: string): Promise<AdminUserPlan> {
  return adminUserPlanSchema.parse(
    await callRoute(api, ApiRoutes.admin.userPlan, { params: { userId } }),
  );
}

/** Adds credits (or removes them with a negative amount); answers the new subscription. */
export async function grantCredits(
  api: ApiClient,
  userId: string,
  grant: { amount: number; note: string },
): Promise<Subscription> {
  const body = grant.note.trim() === '' ? { amount: grant.amount } : grant;
  return subscriptionSchema.parse(
    await callRoute(api, ApiRoutes.admin.grantCredits, { params: { userId }, body }),
  );
}

/** Sets the account's plan, which also grants that plan's credits. */
export async function changePlan(
  api: ApiClient,
  userId: string,
  plan: Plan,
): Promise<Subscription> {
  return subscriptionSchema.parse(
    await callRoute(api, ApiRoutes.admin.setUserPlan, { params: { userId }, body: { plan } }),
  );
}
