import { useId } from 'react';
import type { TalkMode } from './call-session';
import { useCallsT } from './i18n';

interface ModeChoiceProps {
  mode: TalkMode;
  name: string;
  onChange: (mode: TalkMode) => void;
}

/** Hands-free or push-to-talk: a choice that can change during the call. */
export function ModeChoice({ mode, name, onChange }: ModeChoiceProps) {
  const { t } = useCallsT();
  const group = useId();
  const choices: [TalkMode, string, string][] = [
    ['handsFree', t('call.handsFree'), t('call.handsFreeHint', { name })],
    ['pushToTalk', t('call.pushToTalk'), t('call.pushToTalkHint')],
  ];
  return (
    <fieldset className="call-page__modes">
      <legend>{t('call.howToTalk')}</legend>
      {choices.map(([value, label, hint]) => (
        <label key={value} className="call-page__mode">
          <input
            type="radio"
            name={group}
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
          />
          <span>
            <span className="call-page__mode-label">{label}</span>
            <span className="call-page__mode-hint">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
