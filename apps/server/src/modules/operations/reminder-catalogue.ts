import type { ReminderKind } from '@storyloom/contracts';

/** The figures a reminder's text may name (reminders.repository.ts reads them). */
export type ReminderFacts = {
  marketplaceReports: number;
  providerFailures: number;
  errorReports: number;
  paymentsConfigured: boolean;
  stripePrices: number;
};

type CatalogueEntry = {
  title: string;
  /** What to do; the figure, when the reminder has one, for the web's translated text. */
  detail: (facts: ReminderFacts) => { text: string; figure: number | null };
};

/**
 * The standard set an operator is reminded of (docs/operations.md, "Reminders"). The web shows
 * its own translation of each kind; these English texts are the API's.
 */
export const REMINDER_CATALOGUE: Record<ReminderKind, CatalogueEntry> = {
  'marketplace-reports': {
    title: 'Read the marketplace reports',
    detail: ({ marketplaceReports: n }) => ({
      text: `${n} report${n === 1 ? '' : 's'} about published bundles wait in the marketplace. Unpublish what is unsafe for children.`,
      figure: n,
    }),
  },
  'provider-failures': {
    title: 'Check the AI providers',
    detail: ({ providerFailures: n }) => ({
      text: `${n} AI provider call${n === 1 ? '' : 's'} failed in the last 24 hours. Run Diagnostics and check the keys and the provider's status page.`,
      figure: n,
    }),
  },
  'payment-settings': {
    title: 'Check the payment settings',
    detail: ({ paymentsConfigured, stripePrices }) => ({
      text: paymentsConfigured
        ? `Stripe is configured and ${stripePrices} price${stripePrices === 1 ? '' : 's'} are sold. Run "Seed payment configuration" after changing prices in Stripe.`
        : 'Stripe is not configured: plans and credits are granted by an administrator. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell plans.',
      figure: paymentsConfigured ? stripePrices : null,
    }),
  },
  'backup-check': {
    title: 'Check last night’s backup',
    detail: () => ({
      text: 'Make sure the database and the files folder (or bucket) were backed up last night, and restore one backup to a spare machine now and then.',
      figure: null,
    }),
  },
  'rotate-keys': {
    title: 'Rotate the keys',
    detail: () => ({
      text: 'Every 90 days: rotate the AI provider keys, the Stripe keys, METRICS_TOKEN and the mail password, then restart the processes.',
      figure: null,
    }),
  },
  'error-reports': {
    title: 'Look at the reported errors',
    detail: ({ errorReports: n }) => ({
      text: `${n} error${n === 1 ? ' was' : 's were'} reported in the last 7 days. The most frequent are listed first under Errors.`,
      figure: n,
    }),
  },
};
