import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useRuntimeConfig } from '../../../config/RuntimeConfigProvider';
import { useApiClient } from '../../../lib/api-client-context';
import { useAudioServices } from '../audio/audio-services';
import type { Playback } from '../audio/player';
import { fetchSampleSound, fetchSampleVoices } from '../call-api';
import { useCallsT } from '../i18n';
import { CheckCard, type CheckResult } from './CheckCard';

type Stage = 'ready' | 'playing' | 'asking' | 'heard' | 'notHeard' | 'broken';

/** The speaker check: a voice plays, the visitor says whether they heard it. */
export function SpeakerCheck({ onResult }: { onResult: (r: CheckResult) => void }) {
  const { t, language } = useCallsT();
  const api = useApiClient();
  const { apiBase } = useRuntimeConfig();
  const audio = useAudioServices();
  const [stage, setStage] = useState<Stage>('ready');
  const playing = useRef<{ playback: Playback; url: string } | null>(null);

  const stopPlaying = () => {
    playing.current?.playback.stop();
    if (playing.current) URL.revokeObjectURL(playing.current.url);
    playing.current = null;
  };
  useEffect(() => stopPlaying, []);

  async function play() {
    stopPlaying();
    setStage('playing');
    try {
      const voices = await fetchSampleVoices(api);
      const voice = voices.find((each) => each.language === language) ?? voices[0];
      if (!voice) throw new Error('No voice to play');
      const url = await fetchSampleSound(apiBase, voice);
      const playback = audio.playSound(url);
      playing.current = { playback, url };
      await playback.started;
      setStage('asking');
    } catch {
      setStage('broken');
    }
  }

  const result: CheckResult =
    stage === 'heard' ? 'passed' : stage === 'notHeard' || stage === 'broken' ? 'failed' : 'notYet';
  useEffect(() => onResult(result), [result, onResult]);

  return (
    <CheckCard title={t('test.speakerTitle')} result={result}>
      {stage === 'asking' ? (
        <fieldset className="voice-check__question">
          <legend>{t('test.speakerQuestion')}</legend>
          <Button onClick={() => setStage('heard')}>{t('test.yes')}</Button>
          <Button variant="secondary" onClick={() => setStage('notHeard')}>
            {t('test.no')}
          </Button>
        </fieldset>
      ) : (
        <Button
          variant={stage === 'ready' ? 'primary' : 'secondary'}
          aria-disabled={stage === 'playing'}
          onClick={() => stage !== 'playing' && void play()}
        >
          {stage === 'playing' ? t('test.speakerPlaying') : t('test.speakerPlay')}
        </Button>
      )}
      <p role="status" className="voice-check__advice">
        {stage === 'heard'
          ? t('test.speakerWorks')
          : stage === 'notHeard'
            ? t('test.speakerAdvice')
            : stage === 'broken'
              ? t('test.speakerBroken')
              : ''}
      </p>
    </CheckCard>
  );
}
