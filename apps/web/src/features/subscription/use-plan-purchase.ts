import type { Plan } from '@storyloom/contracts';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context';
import { useLanguage } from '../../lib/i18n';
import { formatAmount } from './credits';
import {
  applyPlanChange,
  paymentErrorMessage,
  previewPlanChange,
  startCheckout,
} from './subscription-api';

/** Where the popup stands with buying or switching a plan; one plan at a time. */
export type PurchaseFlow =
  | { step: 'idle' }
  /** Checkout or the change preview has been asked for. */
  | { step: 'starting'; plan: Plan }
  /** The prorated charge is shown; nothing is changed until Confirm. */
  | { step: 'confirming'; plan: Plan; priceId: string; amount: string; applying: boolean }
  | { step: 'applied'; plan: Plan }
  | { step: 'failed'; plan: Plan; message: string };

interface UsePlanPurchaseOptions {
  /** Whether the current plan is a limited one (Demo, UnregisteredUser): it buys via Checkout. */
  limited: boolean;
  /** Sends the window to the Checkout page. */
  navigateTo: (url: string) => void;
}

export interface PlanPurchase {
  flow: PurchaseFlow;
  /** True while a request is under way (or the window is leaving for Checkout). */
  busy: boolean;
  start: (plan: Plan, priceId: string) => void;
  confirm: () => void;
  cancel: () => void;
}

/**
 * Buying a plan: a limited user goes to Stripe Checkout (a 409 already_subscribed falls through
 * to the plan change); a paying user sees the prorated charge first and confirms it.
 */
export function usePlanPurchase({ limited, navigateTo }: UsePlanPurchaseOptions): PlanPurchase {
  const api = useApiClient();
  const { language } = useLanguage();
  const [flow, setFlow] = useState<PurchaseFlow>({ step: 'idle' });
  // Guards against a double submit before the busy state has rendered.
  const busyRef = useRef(false);

  // Coming back from Checkout through the back/forward cache must not leave a stuck button.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyRef.current = false;
      setFlow({ step: 'idle' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const fail = (plan: Plan, error: unknown) => {
    busyRef.current = false;
    setFlow({ step: 'failed', plan, message: paymentErrorMessage(error) });
  };

  const start = (plan: Plan, priceId: string) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setFlow({ step: 'starting', plan });
    void (async () => {
      if (limited) {
        const outcome = await startCheckout(api, priceId);
        if (outcome.kind === 'redirect') {
          // Stays busy: the window is leaving.
          navigateTo(outcome.url);
          return;
        }
      }
      const { amountDueCents, currency } = await previewPlanChange(api, priceId);
      busyRef.current = false;
      setFlow({
        step: 'confirming',
        plan,
        priceId,
        amount: formatAmount(amountDueCents, currency, language),
        applying: false,
      });
    })().catch((error: unknown) => fail(plan, error));
  };

  const confirm = () => {
    if (busyRef.current || flow.step !== 'confirming') return;
    busyRef.current = true;
    const { plan, priceId } = flow;
    setFlow({ ...flow, applying: true });
    void applyPlanChange(api, priceId).then(
      () => {
        busyRef.current = false;
        setFlow({ step: 'applied', plan });
      },
      (error: unknown) => fail(plan, error),
    );
  };

  const cancel = () => {
    if (busyRef.current) return;
    setFlow({ step: 'idle' });
  };

  const busy = flow.step === 'starting' || (flow.step === 'confirming' && flow.applying);
  return { flow, busy, start, confirm, cancel };
}
