import { useId, type ReactNode } from 'react';
import { useCallsT } from '../i18n';

export type CheckResult = 'notYet' | 'passed' | 'failed';

interface CheckCardProps {
  title: string;
  result: CheckResult;
  children: ReactNode;
}

/** One check of the voice test: its name, how it went (in words, not only colour), its body. */
export function CheckCard({ title, result, children }: CheckCardProps) {
  const { t } = useCallsT();
  const titleId = useId();
  return (
    <section className={`voice-check voice-check--${result}`} aria-labelledby={titleId}>
      <div className="voice-check__head">
        <h2 id={titleId} className="voice-check__title">
          {title}
        </h2>
        <span className="voice-check__result">
          <ResultIcon result={result} />
          {result === 'passed'
            ? t('test.passed')
            : result === 'failed'
              ? t('test.failed')
              : t('test.notYet')}
        </span>
      </div>
      {children}
    </section>
  );
}

function ResultIcon({ result }: { result: CheckResult }) {
  return (
    <svg className="voice-check__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
      {result === 'passed' && (
        <path
          d="M5.5 10.5l3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {result === 'failed' && (
        <path
          d="M10 5.5v5.5M10 14v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      )}
      {result === 'notYet' && <circle cx="10" cy="10" r="2" fill="currentColor" />}
    </svg>
  );
}
