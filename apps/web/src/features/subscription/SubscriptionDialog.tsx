import {
  Plan,
  type Plan as PlanValue,
  type SystemCosts,
  isLimitedPlan,
} from '@storyloom/contracts';
import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Dialog } from '../../components/ui/Dialog';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { useErrorText } from '../../lib/i18n';
import { affordances, formatMonthlyPrice, isPaidOffer } from './credits';
import { useCreditsText, useSubscriptionT } from './i18n';
import type { PlanOffer } from './subscription-api';
import { selectSubscription } from './subscription-slice';
import { useSubscriptionActions } from './SubscriptionSync';
import { selectSystemConfiguration } from './system-configuration-slice';
import { usePlanPurchase, type PlanPurchase } from './use-plan-purchase';
import './plans.css';

interface SubscriptionDialogProps {
  onClose: () => void;
  productName: string;
  /** Sends the window to Checkout; tests pass their own. */
  navigateTo?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

const planNameOf = (plan: PlanValue, offers: PlanOffer[]): string =>
  offers.find((offer) => offer.plan === plan)?.name ??
  Object.entries(Plan).find(([, value]) => value === plan)?.[0] ??
  'Demo';

/**
 * The subscription popup: the plans with their monthly price and credits, what those credits
 * make, and the current plan marked. With online payment on, a plan sold online is bought
 * through Checkout (limited plans) or switched to after confirming the prorated charge.
 */
export function SubscriptionDialog({
  onClose,
  productName,
  navigateTo = assignLocation,
}: SubscriptionDialogProps) {
  const subscription = useSelector(selectSubscription);
  const { status, configuration, error } = useSelector(selectSystemConfiguration);
  const { reloadConfiguration } = useSubscriptionActions();
  const { paymentsEnabled } = useRuntimeConfig();
  const { t } = useSubscriptionT();
  const creditsText = useCreditsText();
  const translateError = useErrorText();
  const limited = isLimitedPlan(subscription.plan);
  const purchase = usePlanPurchase({ limited, navigateTo });
  // UnregisteredUser is a state, not something to choose.
  const offers = (configuration?.plans ?? []).filter(
    (offer) => offer.plan !== Plan.UnregisteredUser,
  );
  const buyable = (offer: PlanOffer): boolean =>
    paymentsEnabled && Boolean(offer.stripePriceId) && offer.plan !== subscription.plan;
  const unavailable = offers.some(
    (offer) => isPaidOffer(offer) && offer.plan !== subscription.plan && !buyable(offer),
  );

  return (
    <Dialog title={t('dialog.title')} onClose={onClose} className="subscription-dialog">
      <p className="plans__summary">
        <Trans
          t={t}
          i18nKey="dialog.summary"
          values={{
            plan: planNameOf(subscription.plan, offers),
            credits: creditsText(subscription.creditsAvailable),
          }}
          components={{ strong: <strong /> }}
        />
      </p>

      {status === 'failed' ? (
        <div className="plans__message" role="alert">
          <p>
            {t('dialog.couldNotLoadPlans')} {error === null ? null : translateError(error)}
          </p>
          <button type="button" className="button button--secondary" onClick={reloadConfiguration}>
            {t('tryAgain')}
          </button>
        </div>
      ) : configuration === null ? (
        <ul className="plans" aria-busy="true" aria-label={t('dialog.loadingPlans')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className="plan-card plan-card--skeleton" aria-hidden="true">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line" />
            </li>
          ))}
        </ul>
      ) : offers.length === 0 ? (
        <EmptyMessage message={t('dialog.noPlans', { productName })} />
      ) : (
        <>
          {unavailable && (
            <p className="plans__note" role="note">
              {t('dialog.paymentsNotConfigured', { productName })}
            </p>
          )}
          <ul className="plans">
            {offers.map((offer) => (
              <PlanCard
                key={offer.plan}
                offer={offer}
                current={offer.plan === subscription.plan}
                costs={configuration.systemCosts}
                action={buyable(offer) ? (limited ? 'choose' : 'switch') : null}
                purchase={purchase}
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
  /** What its button does, or null when the plan cannot be bought online. */
  action: 'choose' | 'switch' | null;
  purchase: PlanPurchase;
}

function PlanCard({ offer, current, costs, action, purchase }: PlanCardProps) {
  const nameId = `plan-${offer.plan}-name`;
  const paid = isPaidOffer(offer);
  const { t, language } = useSubscriptionT();
  const creditsText = useCreditsText();
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
        {current && <span className="plan-card__badge">{t('dialog.yourPlan')}</span>}
      </div>
      <p className="plan-card__price">
        <strong>{formatMonthlyPrice(offer.price, { language, free: t('free') })}</strong>
        {paid && <span className="plan-card__per">{t('dialog.perMonth')}</span>}
      </p>
      <p className="plan-card__credits">
        {t('dialog.eachMonth', { credits: creditsText(offer.monthlyCredits) })}
      </p>
      <PlanGives offer={offer} />
      <p className="plan-card__enough">{t('dialog.enoughFor')}</p>
      <ul className="plan-card__affords">
        {affordances(offer.monthlyCredits, costs, {
          withVoiceChat: false,
          language,
          unlimited: t('unlimited'),
        }).map((item) => (
          <li key={item.id}>
            <strong>{item.value}</strong> {t(`affords.${item.id}`).toLocaleLowerCase(language)}
          </li>
        ))}
      </ul>
      {action !== null && offer.stripePriceId ? (
        <PlanAction
          offer={offer}
          priceId={offer.stripePriceId}
          label={
            action === 'choose'
              ? t('dialog.choose', { plan: offer.name })
              : t('dialog.switchTo', { plan: offer.name })
          }
          purchase={purchase}
        />
      ) : (
        paid &&
        !current && (
          <p className="plan-card__unavailable">
            <LockIcon /> {t('dialog.notAvailable')}
          </p>
        )
      )}
    </li>
  );
}

interface PlanActionProps {
  offer: PlanOffer;
  priceId: string;
  label: string;
  purchase: PlanPurchase;
}

/** The plan's button, the charge to confirm, and what happened, announced politely. */
function PlanAction({ offer, priceId, label, purchase }: PlanActionProps) {
  const { flow, busy } = purchase;
  const mine = flow.step !== 'idle' && flow.plan === offer.plan;
  const confirming = mine && flow.step === 'confirming';
  const applying = confirming && flow.applying;
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const { t } = useSubscriptionT();
  const translateError = useErrorText();

  // Confirm and Cancel go away under the focus: give it back to the plan's button.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (wasConfirming.current && !confirming && document.activeElement === document.body) {
      buttonRef.current?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);

  const status = !mine
    ? ''
    : flow.step === 'confirming'
      ? t('dialog.willBeCharged', { amount: flow.amount })
      : flow.step === 'applied'
        ? t('dialog.applied')
        : flow.step === 'failed'
          ? translateError(flow.message)
          : '';

  return (
    <div className="plan-card__action">
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-busy={mine && flow.step === 'starting' ? 'true' : undefined}
        aria-disabled={busy ? 'true' : undefined}
        onClick={() => {
          if (!busy) purchase.start(offer.plan, priceId);
        }}
      >
        {label}
      </button>
      <p
        className={
          mine && flow.step === 'failed'
            ? 'plan-card__status plan-card__status--error'
            : 'plan-card__status'
        }
        aria-live="polite"
      >
        {status}
      </p>
      {confirming && (
        <div className="plan-card__confirm">
          <button
            type="button"
            className="button"
            aria-busy={applying ? 'true' : undefined}
            aria-disabled={busy ? 'true' : undefined}
            onClick={purchase.confirm}
          >
            {t('dialog.confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy ? 'true' : undefined}
            onClick={() => {
              if (busy) return;
              purchase.cancel();
              buttonRef.current?.focus();
            }}
          >
            {t('dialog.cancel')}
          </button>
        </div>
      )}
    </div>
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

/** What a plan gives besides credits: the bag's size and whether longer stories are included. */
function PlanGives({ offer }: { offer: PlanOffer }) {
  const { t } = useSubscriptionT();
  if (offer.bagOfIdeasSize === undefined && offer.canGenerateLongerContent === undefined) {
    return null;
  }
  return (
    <ul className="plan-card__gives">
      {offer.bagOfIdeasSize !== undefined && (
        <li>{t('dialog.bagSize', { count: offer.bagOfIdeasSize })}</li>
      )}
      {offer.canGenerateLongerContent !== undefined && (
        <li>
          {offer.canGenerateLongerContent ? t('dialog.longerStories') : t('dialog.noLongerStories')}
        </li>
      )}
    </ul>
  );
}
