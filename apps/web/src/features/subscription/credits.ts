import {
  affordableCount,
  formatVoiceChatMinutes,
  isLimitedPlan,
  type Plan,
  type SystemCosts,
} from '@storyloom/contracts';
import { paths } from '../../config/paths';
import type { PlanOffer } from './subscription-api';

// Building a formatter is far slower than using one (the first loads locale data), and the
// credits bar and the cost lines format on every render: one per language is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Whole numbers grouped the reader's way: '12,500' in English, '12.500' in Spanish. */
function numberFormat(language = 'en'): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
      maximumFractionDigits: 0,
      useGrouping: true,
    });
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * Below a thousand, English and Spanish write a whole number as its plain digits, so the first
 * paint (a visitor's balance) need not build a formatter: null when a formatter is needed.
 */
function plainDigits(whole: number, language: string): string | null {
  return whole < 1000 && (language === 'en' || language === 'es') ? String(whole) : null;
}

/**
 * The balance in two parts, so narrow screens can drop the unit visually. `count` picks the
 * unit's plural form (`t('unit', { count })`); `unit` is the English one.
 */
export function creditAmount(
  credits: number,
  language = 'en',
): { amount: string; count: number; unit: 'credit' | 'credits' } {
  const whole = Math.max(0, Math.floor(credits));
  return {
    amount: plainDigits(whole, language) ?? numberFormat(language).format(whole),
    count: whole,
    unit: whole === 1 ? 'credit' : 'credits',
  };
}

/** '1 credit', '120 credits', '12,500 credits'. */
export function formatCredits(credits: number): string {
  const { amount, unit } = creditAmount(credits);
  return `${amount} ${unit}`;
}

export interface Affordance {
  id: 'stories' | 'illustrations' | 'songs' | 'audiobooks' | 'voiceChat';
  /** English; screens show `t('affords.<id>')`. */
  label: string;
  /** '12', 'unlimited', '<1 min', '30 min'. */
  value: string;
}

interface AffordanceOptions {
  withVoiceChat?: boolean;
  language?: string;
  /** The word for a cost of zero, in the interface language. */
  unlimited?: string;
}

function count(credits: number, cost: number, language: string, unlimited: string): string {
  const n = affordableCount(credits, cost);
  return n === Infinity ? unlimited : numberFormat(language).format(n);
}

function voiceChat(credits: number, costPerMinute: number, language: string): string {
  const text = formatVoiceChatMinutes(credits, costPerMinute);
  // The contracts helper leaves the minutes unformatted; group thousands like the other counts.
  const minutes = /^(\d+) min$/.exec(text);
  return minutes ? `${numberFormat(language).format(Number(minutes[1]))} min` : text;
}

/**
 * What the credits buy (docs/product.md, "Validation rules"): credits divided by cost, rounded
 * down; a cost of zero is unlimited; voice chat is '<1 min' under one minute, else whole minutes.
 */
export function affordances(
  credits: number,
  costs: SystemCosts,
  { withVoiceChat = true, language = 'en', unlimited = 'unlimited' }: AffordanceOptions = {},
): Affordance[] {
  const of = (cost: number) => count(credits, cost, language, unlimited);
  const items: Affordance[] = [
    { id: 'stories', label: 'Stories', value: of(costs.creditsPerStory) },
    { id: 'illustrations', label: 'Illustrations', value: of(costs.creditsPerImage) },
    { id: 'songs', label: 'Songs', value: of(costs.creditsPerSong) },
    { id: 'audiobooks', label: 'Audiobooks', value: of(costs.creditsPerAudioBook) },
  ];
  if (withVoiceChat) {
    items.push({
      id: 'voiceChat',
      label: 'Voice chat',
      value: voiceChat(credits, costs.creditsPerMinuteOfCall, language),
    });
  }
  return items;
}

/**
 * Limited (Demo) users go to /Ideas from the credits bar, others to /library (docs/product.md,
 * "Readings of unclear points" 5).
 */
export function creditsBarDestination(plan: Plan | null | undefined): string {
  return isLimitedPlan(plan) ? paths.newStory : paths.library;
}

/** '$9.99', '€12', or 'Free' for a plan without a price. */
export function formatMonthlyPrice(
  price: PlanOffer['price'],
  { language = 'en', free = 'Free' }: { language?: string; free?: string } = {},
): string {
  if (price === null || price.amountCents === 0) return free;
  try {
    return new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
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
export function formatAmount(amountCents: number, currency: string, language = 'en'): string {
  const code = currency.toUpperCase();
  try {
    const locale = language === 'en' ? 'en-US' : language;
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(
      amountCents / 100,
    );
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${code}`;
  }
}
