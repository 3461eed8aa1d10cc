import {
  Plan,
  type Plan as PlanValue,
  type SystemCosts,
  paymentsNotConfiguredMessage,
} from '@storyloom/contracts';
import { useSelector } from 'react-redux';
import { Dialog } from '../../components/ui/Dialog';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { affordances, formatCredits, formatMonthlyPrice, isPaidOffer } from './credits';
import type { PlanOffer } from './subscription-api';
import { selectSubscription } from './subscription-slice';
import { useSubscriptionActions } from './SubscriptionSync';
import { selectSystemConfiguration } from './system-configuration-slice';
import './plans.css';

interface SubscriptionDialogProps {
  onClose: () => void;
  productName: string;
}

const planNameOf = (plan: PlanValue, offers: PlanOffer[]): string =>
  offers.find((offer) => offer.plan === plan)?.name ??
  Object.entries(Plan).find(([, value]) => value === plan)?.[0] ??
  'Demo';

/**
 * The subscription popup: the plans with their monthly price and credits, what those credits
 * make, and the current plan marked. Checkout is not offered until payments are set up.
 */
export function SubscriptionDialog({ onClose, productName }: SubscriptionDialogProps) {
  const subscription = useSelector(selectSubscription);
  const { status, configuration, error } = useSelector(selectSystemConfiguration);
  const { reloadConfiguration } = useSubscriptionActions();
  // UnregisteredUser is a state, not something to choose.
  const offers = (configuration?.plans ?? []).filter(
    (offer) => offer.plan !== Plan.UnregisteredUser,
  );
  const unavailable = offers.some(
    (offer) => isPaidOffer(offer) && offer.plan !== subscription.plan,
  );

  return (
    <Dialog title="Plans and credits" onClose={onClose} className="subscription-dialog">
      <p className="plans__summary">
        You are on the <strong>{planNameOf(subscription.plan, offers)}</strong> plan with{' '}
        <strong>{formatCredits(subscription.creditsAvailable)}</strong> left.
      </p>

      {status === 'failed' ? (
        <div className="plans__message" role="alert">
          <p>We couldn't load the plans. {error}</p>
          <button type="button" className="button button--secondary" onClick={reloadConfiguration}>
            Try again
          </button>
        </div>
      ) : configuration === null ? (
        <ul className="plans" aria-busy="true" aria-label="Loading plans">
          {[0, 1, 2].map((index) => (
            <li key={index} className="plan-card plan-card--skeleton" aria-hidden="true">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
            </li>
          ))}
        </ul>
      ) : offers.length === 0 ? (
        <EmptyMessage message={`No plans are set up on this ${productName} yet.`} />
      ) : (
        <>
          {unavailable && (
            <p className="plans__note" role="note">
              {paymentsNotConfiguredMessage(productName)}
            </p>
          )}
          <ul className="plans">
            {offers.map((offer) => (
              <PlanCard
                key={offer.plan}
                offer={offer}
                current={offer.plan === subscription.plan}
                costs={configuration.systemCosts}
              />
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}

interface PlanCardProps {
  offer: PlanOffer;
  current: boolean;
  costs: SystemCosts;
}

function PlanCard({ offer, current, costs }: PlanCardProps) {
  const nameId = `plan-${offer.plan}-name`;
  const paid = isPaidOffer(offer);
  return (
    <li
      className={current ? 'plan-card plan-card--current' : 'plan-card'}
      aria-labelledby={nameId}
      aria-current={current ? 'true' : undefined}
      data-testid={`plan-${offer.plan}`}
    >
      <div className="plan-card__head">
        <h3 id={nameId} className="plan-card__name">
          {offer.name}
        </h3>
        {current && <span className="plan-card__badge">Your plan</span>}
      </div>
      <p className="plan-card__price">
        <strong>{formatMonthlyPrice(offer.price)}</strong>
        {paid && <span className="plan-card__per"> per month</span>}
      </p>
      <p className="plan-card__credits">{formatCredits(offer.monthlyCredits)} each month</p>
      <p className="plan-card__enough">Enough for about:</p>
      <ul className="plan-card__affords">
        {affordances(offer.monthlyCredits, costs, { withVoiceChat: false }).map((item) => (
          <li key={item.id}>
            <strong>{item.value}</strong> {item.label.toLowerCase()}
          </li>
        ))}
      </ul>
      {paid && !current && (
        <p className="plan-card__unavailable">
          <LockIcon /> Not available online yet
        </p>
      )}
    </li>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="4" y="9" width="12" height="8.5" rx="2" fill="currentColor" />
      <path
        d="M6.75 9V6.5a3.25 3.25 0 0 1 6.5 0V9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
