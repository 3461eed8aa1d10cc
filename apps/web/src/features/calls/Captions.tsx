import { useEffect, useRef } from 'react';
import type { Caption } from './call-state';
import { useCallsT } from './i18n';

/**
 * What was heard and what was said, newest last: a log, so screen readers say each new line
 * once, and it keeps the newest line in view.
 */
export function Captions({ captions, name }: { captions: Caption[]; name: string }) {
  const { t } = useCallsT();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [captions]);
  return (
    <div
      ref={list}
      className="call-captions"
      role="log"
      aria-label={t('call.captions')}
      // Scrollable, so it must be reachable from the keyboard.
      tabIndex={0}
    >
      <ol className="call-captions__list">
        {captions.map((line) => (
          <li key={line.id} className={`call-captions__line call-captions__line--${line.who}`}>
            <span className="call-captions__who">
              {line.who === 'child' ? t('call.you') : name}
            </span>{' '}
            <span className="call-captions__text">{line.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
