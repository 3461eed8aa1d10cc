import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useRuntimeConfig } from '../../../config/RuntimeConfigProvider';
import { statusOf } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';
import { useAudioServices } from '../audio/audio-services';
import type { MicrophoneProblem } from '../audio/microphone';
import type { Playback } from '../audio/player';
import { createUtteranceRecorder, type Utterance } from '../audio/utterance-recorder';
import { fetchSampleSound, fetchSampleVoices, recognizeForTest } from '../call-api';
import { useCallsT } from '../i18n';
import { CheckCard, type CheckResult } from './CheckCard';
import type { useTestMicrophone } from './use-test-microphone';

/**
 * From the last word to the first sound of the answer, within which a call still feels like a
 * call: the detector's hangover (700 ms) plus a second for the network, recognition and speech.
 */
export const QUICK_ROUND_TRIP_MS = 1700;
/** Nobody spoke within this long: the check stops listening. */
const LISTEN_MS = 20_000;

type Stage =
  | { kind: 'ready' }
  | { kind: 'listening' }
  | { kind: 'checking' }
  | { kind: 'heard'; text: string; roundTripMs: number | null }
  | { kind: 'micProblem'; problem: MicrophoneProblem }
  | { kind: 'nothing' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

interface SpokenCheckProps {
  /** recognition: what we heard; roundTrip: how quickly an answer sounds after the last word. */
  kind: 'recognition' | 'roundTrip';
  mic: ReturnType<typeof useTestMicrophone>;
  onResult: (result: CheckResult) => void;
}

/** A check where the visitor says the test sentence: recognition, or the round trip. */
export function SpokenCheck({ kind, mic, onResult }: SpokenCheckProps) {
  const { t, language } = useCallsT();
  const api = useApiClient();
  const audio = useAudioServices();
  const { apiBase } = useRuntimeConfig();
  const [stage, setStage] = useState<Stage>({ kind: 'ready' });
  const cleanup = useRef<(() => void) | null>(null);
  const phrase = t('test.phrase');

  const stop = () => {
    cleanup.current?.();
    cleanup.current = null;
  };
  useEffect(() => stop, []);

  async function answer(utterance: Utterance) {
    const lastWordAt = audio.now() - utterance.endedMsAgo;
    setStage({ kind: 'checking' });
    try {
      const { text } = await recognizeForTest(api, utterance.wav);
      let roundTripMs: number | null = null;
      if (kind === 'roundTrip') {
        const voices = await fetchSampleVoices(api);
        const voice = voices.find((each) => each.language === language) ?? voices[0];
        if (!voice) throw new Error('No voice to answer with');
        const url = await fetchSampleSound(apiBase, voice);
        const playback: Playback = audio.playSound(url);
        cleanup.current = () => {
          playback.stop();
          URL.revokeObjectURL(url);
        };
        roundTripMs = Math.round((await playback.started) - lastWordAt);
      }
      setStage({ kind: 'heard', text, roundTripMs });
    } catch (error) {
      setStage({ kind: statusOf(error) === 429 ? 'tooMany' : 'failed' });
    }
  }

  async function listen() {
    stop();
    const microphone = await mic.open();
    if (!microphone) {
      setStage({
        kind: 'micProblem',
        problem: mic.state.kind === 'failed' ? mic.state.problem : 'failed',
      });
      return;
    }
    setStage({ kind: 'listening' });
    const recorder = createUtteranceRecorder({
      sampleRate: microphone.sampleRate,
      onUtterance: (utterance) => {
        stop();
        void answer(utterance);
      },
    });
    const unsubscribe = microphone.onChunk((chunk) => recorder.push(chunk));
    const giveUp = setTimeout(() => {
      stop();
      setStage({ kind: 'nothing' });
    }, LISTEN_MS);
    cleanup.current = () => {
      unsubscribe();
      recorder.pause();
      clearTimeout(giveUp);
    };
    recorder.listen();
  }

  const result = resultOf(kind, stage);
  useEffect(() => onResult(result), [result, onResult]);
  const busy = stage.kind === 'listening' || stage.kind === 'checking';

  return (
    <CheckCard
      title={kind === 'recognition' ? t('test.recognitionTitle') : t('test.roundTripTitle')}
      result={result}
    >
      <p>{kind === 'recognition' ? t('test.say', { phrase }) : t('test.roundTripExplain')}</p>
      <Button
        variant={stage.kind === 'ready' ? 'primary' : 'secondary'}
        aria-disabled={busy}
        onClick={() => !busy && void listen()}
      >
        {stage.kind === 'ready'
          ? kind === 'recognition'
            ? t('test.listen')
            : t('test.roundTripStart')
          : t('test.tryAgain')}
      </Button>
      <div role="status" className="voice-check__advice">
        <Outcome kind={kind} stage={stage} />
      </div>
    </CheckCard>
  );
}

function resultOf(kind: SpokenCheckProps['kind'], stage: Stage): CheckResult {
  if (stage.kind === 'heard') {
    if (kind === 'recognition') return stage.text.trim() ? 'passed' : 'failed';
    return stage.roundTripMs !== null && stage.roundTripMs <= QUICK_ROUND_TRIP_MS
      ? 'passed'
      : 'failed';
  }
  return ['ready', 'listening', 'checking'].includes(stage.kind) ? 'notYet' : 'failed';
}

function Outcome({ kind, stage }: { kind: SpokenCheckProps['kind']; stage: Stage }) {
  const { t } = useCallsT();
  switch (stage.kind) {
    case 'ready':
      return null;
    case 'listening':
      return <p>{t('test.listening')}</p>;
    case 'checking':
      return <p>{t('test.checking')}</p>;
    case 'micProblem':
      return <p>{t(`microphone.${stage.problem}`)}</p>;
    case 'nothing':
      return <p>{t('test.micQuiet')}</p>;
    case 'tooMany':
      return <p>{t('test.tooMany')}</p>;
    case 'failed':
      return <p>{t('test.checkFailed')}</p>;
    case 'heard':
      if (kind === 'roundTrip') {
        const quick = stage.roundTripMs !== null && stage.roundTripMs <= QUICK_ROUND_TRIP_MS;
        return (
          <>
            <p>{t('test.roundTripResult', { ms: stage.roundTripMs })}</p>
            <p>{quick ? t('test.quick') : t('test.slow')}</p>
          </>
        );
      }
      return stage.text.trim() ? (
        <>
          <p>{t('test.heard', { text: stage.text })}</p>
          <p>{t('test.understood')}</p>
        </>
      ) : (
        <>
          <p>{t('test.heardNothing')}</p>
          <p>{t('test.speakClearly')}</p>
        </>
      );
  }
}
