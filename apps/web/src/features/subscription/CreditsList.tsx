import { useSelector } from 'react-redux';
import { useErrorText } from '../../lib/i18n';
import { affordances } from './credits';
import { useSubscriptionT } from './i18n';
import { selectSystemConfiguration } from './system-configuration-slice';

interface CreditsListProps {
  credits: number;
  onRetry: () => void;
}

/** What the balance buys, from the public costs; a skeleton while they load. */
export function CreditsList({ credits, onRetry }: CreditsListProps) {
  const { status, configuration, error } = useSelector(selectSystemConfiguration);
  const { t, language } = useSubscriptionT();
  const translateError = useErrorText();

  if (status === 'failed') {
    return (
      <div className="credits-list__message">
        <p>
          {t('couldNotLoadWhatCreditsBuy')} {error === null ? null : translateError(error)}
        </p>
        <button type="button" className="credits-list__retry" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }

  if (configuration === null) {
    return (
      <ul className="credits-list" aria-busy="true">
        <li className="visually-hidden">{t('loadingWhatCreditsBuy')}</li>
        {Array.from({ length: 5 }, (_, index) => (
          <li
            key={index}
            className="credits-list__item credits-list__item--skeleton"
            aria-hidden="true"
          >
            <span className="skeleton skeleton--value" />
            <span className="skeleton skeleton--label" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ul className="credits-list">
      {affordances(credits, configuration.systemCosts, {
        language,
        unlimited: t('unlimited'),
      }).map((item) => (
        <li key={item.id} className="credits-list__item" data-testid={`affords-${item.id}`}>
          <span className="credits-list__value">{item.value}</span>{' '}
          <span className="credits-list__label">{t(`affords.${item.id}`)}</span>
        </li>
      ))}
    </ul>
  );
}
