import { useSelector } from 'react-redux';
import { affordances } from './credits';
import { selectSystemConfiguration } from './system-configuration-slice';

interface CreditsListProps {
  credits: number;
  onRetry: () => void;
}

/** What the balance buys, from the public costs; a skeleton while they load. */
export function CreditsList({ credits, onRetry }: CreditsListProps) {
  const { status, configuration, error } = useSelector(selectSystemConfiguration);

  if (status === 'failed') {
    return (
      <div className="credits-list__message">
        <p>We couldn't load what your credits buy. {error}</p>
        <button type="button" className="credits-list__retry" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }

  if (configuration === null) {
    return (
      <ul className="credits-list" aria-busy="true">
        <li className="visually-hidden">Loading what your credits buy…</li>
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
      {affordances(credits, configuration.systemCosts).map((item) => (
        <li key={item.id} className="credits-list__item" data-testid={`affords-${item.id}`}>
          <span className="credits-list__value">{item.value}</span>{' '}
          <span className="credits-list__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
