import {
  affordableCount,
  formatVoiceChatMinutes,
  isLimitedPlan,
  type Plan,
  type SystemCosts,
} from '@storyloom/contracts';
import { paths } from '../../config/paths';
import type { PlanOffer } from './subscription-api';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The balance in two parts, so narrow screens can drop the unit visually. */
export function creditAmount(credits: number): { amount: string; unit: 'credit' | 'credits' } {
  const whole = Math.max(0, Math.floor(credits));
  return { amount: numberFormat.format(whole), unit: whole === 1 ? 'credit' : 'credits' };
}

/** '1 credit', '120 credits', '12,500 credits'. */
export function formatCredits(credits: number): string {
  const { amount, unit } = creditAmount(credits);
  return `${amount} ${unit}`;
}

export interface Affordance {
  id: 'stories' | 'illustrations' | 'songs' | 'audiobooks' | 'voiceChat';
  label: string;
  /** '12', 'unlimited', '<1 min', '30 min'. */
  value: string;
}

function count(credits: number, cost: number): string {
  const n = affordableCount(credits, cost);
  return n === Infinity ? 'unlimited' : numberFormat.format(n);
}

function voiceChat(credits: number, costPerMinute: number): string {
  const text = formatVoiceChatMinutes(credits, costPerMinute);
  // The contracts helper leaves the minutes unformatted; group thousands like the other counts.
  const minutes = /^(\d+) min$/.exec(text);
  return minutes ? `${numberFormat.format(Number(minutes[1]))} min` : text;
}

/**
 * What the credits buy (spec section 5): credits divided by cost, rounded down; a cost of zero
 * is unlimited; voice chat is '<1 min' under one minute, else whole minutes.
 */
export function affordances(
  credits: number,
  costs: SystemCosts,
  { withVoiceChat = true }: { withVoiceChat?: boolean } = {},
): Affordance[] {
  const items: Affordance[] = [
    { id: 'stories', label: 'Stories', value: count(credits, costs.creditsPerStory) },
    { id: 'illustrations', label: 'Illustrations', value: count(credits, costs.creditsPerImage) },
    { id: 'songs', label: 'Songs', value: count(credits, costs.creditsPerSong) },
    { id: 'audiobooks', label: 'Audiobooks', value: count(credits, costs.creditsPerAudioBook) },
  ];
  if (withVoiceChat) {
    items.push({
      id: 'voiceChat',
      label: 'Voice chat',
      value: voiceChat(credits, costs.creditsPerMinuteOfCall),
    });
  }
  return items;
}

/** Interpretation 5: limited (Demo) users go to /Ideas from the credits bar, others to /library. */
export function creditsBarDestination(plan: Plan | null | undefined): string {
  return isLimitedPlan(plan) ? paths.newStory : paths.library;
}

/** '$9.99', '€12', or 'Free' for a plan without a price. */
export function formatMonthlyPrice(price: PlanOffer['price']): string {
  if (price === null || price.amountCents === 0) return 'Free';
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: price.currency.toUpperCase(),
      // Whole amounts read calmer without '.00'.
      minimumFractionDigits: price.amountCents % 100 === 0 ? 0 : 2,
    }).format(price.amountCents / 100);
  } catch {
    // An unknown currency code: still show the amount rather than failing the dialog.
    return `${(price.amountCents / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
  }
}

export const isPaidOffer = (offer: PlanOffer): boolean =>
  offer.price !== null && offer.price.amountCents > 0;

/** A one-off amount such as a prorated charge: '$4.17', '€0.00' (Stripe sends 'usd'). */
export function formatAmount(amountCents: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(
      amountCents / 100,
    );
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${code}`;
  }
}
