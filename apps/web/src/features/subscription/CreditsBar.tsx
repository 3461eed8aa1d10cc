import { BREAKPOINTS, isLimitedPlan, planName } from '@storyloom/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useErrorText } from '../../lib/i18n';
import { CreditsList } from './CreditsList';
import { creditAmount, creditsBarDestination } from './credits';
import { useSubscriptionT } from './i18n';
import { selectSubscriptionState } from './subscription-slice';
import { useSubscriptionActions } from './SubscriptionSync';
import './subscription.css';

/**
 * The Demo toggle hides under 1000px; the list is a popover under 1100px (docs/product.md,
 * "Readings of unclear points" 7).
 */
export const TOGGLE_HIDDEN_QUERY = `(max-width: ${BREAKPOINTS.creditsToggle - 0.02}px)`;
export const POPOVER_QUERY = `(max-width: ${BREAKPOINTS.creditsTooltip - 0.02}px)`;

interface CreditsBarProps {
  productName: string;
  /** The balance and what it buys show to signed-in users only. */
  signedIn: boolean;
  /** The Chat & Call button's slot (contacts issue). */
  children?: ReactNode;
}

/**
 * The header's credits bar (docs/product.md, "Screens and navigation"): logo, balance, and what the
 * credits buy.
 */
export function CreditsBar({ productName, signedIn, children }: CreditsBarProps) {
  const { subscription, isLoading, error } = useSelector(selectSubscriptionState);
  const limited = isLimitedPlan(subscription.plan);
  const destination = creditsBarDestination(subscription.plan);
  const { t, language } = useSubscriptionT();
  const { amount, count } = creditAmount(subscription.creditsAvailable, language);
  const plan = t('planBadge', { plan: planName(subscription.plan) });

  return (
    <div className="credits-bar">
      {/* Named by label too: on phones the product name beside the mark is hidden. */}
      <Link to={destination} className="credits-bar__logo" aria-label={productName}>
        <LogoMark />
        <span className="credits-bar__product">{productName}</span>
      </Link>
      {signedIn && (
        <>
          {error !== null ? (
            <BalanceError message={error} />
          ) : isLoading && subscription.updatedUtcEpoch === undefined ? (
            // Never loaded for this account yet: a placeholder, not a misleading '0 credits'.
            <span className="credits-bar__balance credits-bar__balance--loading" role="status">
              <span className="skeleton skeleton--balance" aria-hidden="true" />
              <span className="visually-hidden">{t('loadingCredits')}</span>
            </span>
          ) : (
            // Named by its own text (no aria-label), so what is read is what is shown. The plan
            // sits over the amount, and hides on narrow phones where the header has no room.
            <Link to={destination} className="credits-bar__balance">
              <CoinIcon />
              <span className="credits-bar__text">
                {/* Spaces stay outside the spans, where every name computation keeps them. */}
                <span>
                  <span className="visually-hidden">{t('balancePrefix')}</span> {amount}{' '}
                  <span className="credits-bar__unit">{t('unit', { count })}</span>
                  <span className="visually-hidden">,</span>
                </span>{' '}
                <span className="credits-bar__plan">{plan}</span>
              </span>
            </Link>
          )}
          <CreditsToggle credits={subscription.creditsAvailable} limited={limited} />
        </>
      )}
      {children}
    </div>
  );
}

function BalanceError({ message }: { message: string }) {
  const { reloadSubscription } = useSubscriptionActions();
  const { t } = useSubscriptionT();
  const translateError = useErrorText();
  const messageId = useId();
  return (
    <span className="credits-bar__error">
      <span id={messageId} className="credits-bar__error-text" title={message}>
        {t('creditsUnavailable')}
        <span className="visually-hidden">: {translateError(message)}</span>
      </span>
      <button
        type="button"
        className="credits-bar__retry"
        aria-describedby={messageId}
        onClick={reloadSubscription}
      >
        {t('tryAgain')}
      </button>
    </span>
  );
}

function CreditsToggle({ credits, limited }: { credits: number; limited: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const narrow = useMediaQuery(TOGGLE_HIDDEN_QUERY);
  const popover = useMediaQuery(POPOVER_QUERY);
  const { reloadConfiguration } = useSubscriptionActions();
  const { t } = useSubscriptionT();

  // As a popover it closes on a press outside; inline on wide screens it stays until toggled.
  useEffect(() => {
    if (!expanded || !popover) return;
    const onPointerDown = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, popover]);

  if (limited && narrow) return null;

  return (
    <div
      ref={containerRef}
      className={`credits-toggle${popover ? ' credits-toggle--popover' : ' credits-toggle--inline'}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !expanded) return;
        event.preventDefault();
        setExpanded(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="credits-toggle__button"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={t('whatCreditsBuy')}
        onClick={() => setExpanded((open) => !open)}
      >
        <ChevronIcon />
      </button>
      <div id={listId} className="credits-toggle__panel" hidden={!expanded}>
        {expanded && <CreditsList credits={credits} onRetry={reloadConfiguration} />}
      </div>
    </div>
  );
}

function LogoMark() {
  return (
    <svg
      className="credits-bar__mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20.5 4.5a11.5 11.5 0 1 0 7 19.9A10 10 0 0 1 20.5 4.5z" fill="var(--color-sun)" />
      <path
        d="M23 9l1.1 2.6 2.6 1.1-2.6 1.1L23 16.4l-1.1-2.6-2.6-1.1 2.6-1.1z"
        fill="var(--color-on-night)"
      />
    </svg>
  );
}

function CoinIcon() {
  return (
    <svg
      className="credits-bar__coin"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8.5" fill="var(--color-sun)" />
      <path
        d="M10 5.5l1.3 2.9 3.2.4-2.4 2.1.7 3.1L10 12.4 7.2 14l.7-3.1-2.4-2.1 3.2-.4z"
        fill="var(--color-night)"
      />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg
      className="credits-toggle__chevron"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M7 10l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
