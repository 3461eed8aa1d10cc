import type { ChildSafetyProblem } from '@storyloom/contracts';
import { useMarketplaceT } from './i18n';

export type SafetyProblem = ChildSafetyProblem;

interface SafetyMessageProps {
  /** The server's friendly message (422, child-safety check). */
  message: string;
  problems: SafetyProblem[];
}

/**
 * The child-safety answer, said kindly: nothing was shared, here is what to change. Not an
 * error in red: the parent did nothing wrong, a word just needs another look.
 */
export function SafetyMessage({ message, problems }: SafetyMessageProps) {
  const { t } = useMarketplaceT();
  return (
    <div className="market-safety" role="alert">
      <p className="market-safety__title">{t('safety.title')}</p>
      <p>{message}</p>
      {problems.length > 0 && (
        <ul className="market-safety__list">
          {problems.map((problem, index) => (
            <li key={`${problem.field}-${index}`}>
              <strong>{problem.field}:</strong> {problem.reason}
            </li>
          ))}
        </ul>
      )}
      <p className="market-safety__note">{t('safety.note')}</p>
    </div>
  );
}
