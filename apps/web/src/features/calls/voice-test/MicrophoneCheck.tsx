import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { meterValue, rms, toDecibels } from '../audio/level';
import { useCallsT } from '../i18n';
import { CheckCard, type CheckResult } from './CheckCard';
import type { useTestMicrophone } from './use-test-microphone';

/** Louder than this is a voice near the microphone, not the room (dBFS). */
const VOICE_DB = -40;
/** This much voice, added up, and the microphone works. */
const HEARD_SECONDS = 0.3;
/** Nothing heard for this long: a word of advice (the check goes on). */
const QUIET_ADVICE_MS = 8000;

type Mic = ReturnType<typeof useTestMicrophone>;

/** The microphone check: a live level meter; it passes once a voice has been heard. */
export function MicrophoneCheck({
  mic,
  onResult,
}: {
  mic: Mic;
  onResult: (r: CheckResult) => void;
}) {
  const { t } = useCallsT();
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  const [quiet, setQuiet] = useState(false);
  const microphone = mic.state.kind === 'open' ? mic.state.microphone : null;

  useEffect(() => {
    if (!microphone) return;
    let voiced = 0;
    let frame = 0;
    let latest = 0;
    const stop = microphone.onChunk((chunk) => {
      const decibels = toDecibels(rms(chunk));
      latest = meterValue(decibels);
      if (decibels > VOICE_DB) voiced += chunk.length / microphone.sampleRate;
      if (voiced >= HEARD_SECONDS) setHeard(true);
      // One meter update a screen frame, however often chunks come.
      if (frame === 0) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          setLevel(latest);
        });
      }
    });
    const advice = setTimeout(() => setQuiet(true), QUIET_ADVICE_MS);
    return () => {
      stop();
      cancelAnimationFrame(frame);
      clearTimeout(advice);
      setLevel(0);
    };
  }, [microphone]);

  const result: CheckResult =
    mic.state.kind === 'failed' ? 'failed' : heard ? 'passed' : quiet ? 'failed' : 'notYet';
  useEffect(() => onResult(result), [result, onResult]);

  return (
    <CheckCard title={t('test.micTitle')} result={result}>
      {microphone ? (
        <>
          <p>{t('test.micSay')}</p>
          <div
            className="level-meter"
            role="meter"
            aria-label={t('test.micLevel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(level * 100)}
          >
            <span className="level-meter__bar" style={{ transform: `scaleX(${level})` }} />
          </div>
          <p role="status" className="voice-check__advice">
            {heard ? t('test.micHeard') : quiet ? t('test.micQuiet') : ''}
          </p>
          <Button variant="secondary" onClick={mic.close}>
            {t('test.micStop')}
          </Button>
        </>
      ) : (
        <>
          {mic.state.kind === 'failed' && (
            <p role="alert" className="voice-check__advice">
              {t(`microphone.${mic.state.problem}`)}
            </p>
          )}
          <Button onClick={() => void mic.open()} aria-disabled={mic.state.kind === 'opening'}>
            {mic.state.kind === 'failed' ? t('test.tryAgain') : t('test.micStart')}
          </Button>
        </>
      )}
    </CheckCard>
  );
}
