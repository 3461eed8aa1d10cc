import { BREAKPOINTS, isLimitedPlan } from '@storyloom/contracts';
import { useSelector } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useSubscriptionT } from './i18n';
import { selectSubscription } from './subscription-slice';

export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

interface PricingButtonProps {
  signedIn: boolean;
  onOpen: () => void;
}

/**
 * On the Demo plan only; 'Pricing' at 768px and narrower (docs/product.md, "Screens and
 * navigation").
 */
export function PricingButton({ signedIn, onOpen }: PricingButtonProps) {
  const { plan } = useSelector(selectSubscription);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const { t } = useSubscriptionT();
  if (!signedIn || !isLimitedPlan(plan)) return null;
  return (
    <Button className="pricing-button" aria-haspopup="dialog" onClick={onOpen}>
      {mobile ? t('pricing') : t('seePricing')}
    </Button>
  );
}
