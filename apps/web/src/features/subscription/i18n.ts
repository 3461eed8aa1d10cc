import { defineTranslations } from '../../lib/i18n';
import { creditAmount } from './credits';
import { subscriptionEn } from './locales/en';

export const useSubscriptionT = defineTranslations('subscription', subscriptionEn, {
  es: () => import('./locales/es').then((m) => m.subscriptionEs),
});

/** '1 credit', '12,500 credits', '1 crédito' — in the interface language. */
export function useCreditsText(): (credits: number) => string {
  const { t, language } = useSubscriptionT();
  return (credits) => {
    const { amount, count } = creditAmount(credits, language);
    return t('credits', { count, amount });
  };
}
