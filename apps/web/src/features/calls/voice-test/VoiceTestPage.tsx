import { useCallback, useId, useState } from 'react';
import { useCallsT } from '../i18n';
import type { CheckResult } from './CheckCard';
import { MicrophoneCheck } from './MicrophoneCheck';
import { SpeakerCheck } from './SpeakerCheck';
import { SpokenCheck } from './SpokenCheck';
import { useTestMicrophone } from './use-test-microphone';
import '../calls.css';

type CheckName = 'microphone' | 'speaker' | 'recognition' | 'roundTrip';

/**
 * /voice-test, for anyone (issue 21): will calls work on this device? Four checks, each with a
 * plain result and advice: the microphone, the speaker, recognition, and the answer's speed.
 */
export function VoiceTestPage() {
  const { t } = useCallsT();
  const titleId = useId();
  const mic = useTestMicrophone();
  const [results, setResults] = useState<Record<CheckName, CheckResult>>({
    microphone: 'notYet',
    speaker: 'notYet',
    recognition: 'notYet',
    roundTrip: 'notYet',
  });
  const report = useCallback(
    (name: CheckName) => (result: CheckResult) =>
      setResults((current) =>
        current[name] === result ? current : { ...current, [name]: result },
      ),
    [],
  );
  const [onMicrophone] = useState(() => report('microphone'));
  const [onSpeaker] = useState(() => report('speaker'));
  const [onRecognition] = useState(() => report('recognition'));
  const [onRoundTrip] = useState(() => report('roundTrip'));
  const allPassed = Object.values(results).every((result) => result === 'passed');

  return (
    <section className="voice-test" aria-labelledby={titleId}>
      <h1 id={titleId} className="voice-test__title">
        {t('test.title')}
      </h1>
      <p>{t('test.intro')}</p>
      <MicrophoneCheck mic={mic} onResult={onMicrophone} />
      <SpeakerCheck onResult={onSpeaker} />
      <SpokenCheck kind="recognition" mic={mic} onResult={onRecognition} />
      <SpokenCheck kind="roundTrip" mic={mic} onResult={onRoundTrip} />
      <p role="status" className="voice-test__summary">
        {allPassed ? t('test.goodToGo') : ''}
      </p>
    </section>
  );
}
