import type { NarratorVoice, StoryResult } from '@storyloom/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useApiClient } from '../../lib/api-client-context';
import { useWorksT } from './i18n';
import { fetchVoices, voiceSampleUrl } from './works-api';

/** The story's own language first: those voices read it best. */
export function voicesInOrder(voices: readonly NarratorVoice[], language: string): NarratorVoice[] {
  return [
    ...voices.filter((voice) => voice.language === language),
    ...voices.filter((voice) => voice.language !== language),
  ];
}

type VoiceList =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; voices: NarratorVoice[] };

interface VoicePickerProps {
  language: StoryResult['language'];
  /** The chosen voice's id; undefined leaves the choice to the server (the story's warm voice). */
  value: string | undefined;
  onChange: (voiceId: string) => void;
}

/** Who reads the audiobook: a radio per voice, each with a short sample to listen to first. */
export function VoicePicker({ language, value, onChange }: VoicePickerProps) {
  const api = useApiClient();
  const { t } = useWorksT();
  const name = useId();
  const [list, setList] = useState<VoiceList>({ kind: 'loading' });
  const sample = useRef<HTMLAudioElement>(null);
  const sampleUrl = useRef<string | null>(null);
  const chosen = useRef(onChange);
  useEffect(() => {
    chosen.current = onChange;
  });

  useEffect(() => {
    let wanted = true;
    fetchVoices(api).then(
      (voices) => {
        if (!wanted) return;
        const ordered = voicesInOrder(voices, language);
        setList({ kind: 'ready', voices: ordered });
        // The first voice of the story's language is picked until the parent chooses.
        const first = ordered[0];
        if (first) chosen.current(first.id);
      },
      (reason: unknown) => {
        console.warn('The voices could not be loaded.', reason);
        if (wanted) setList({ kind: 'failed' });
      },
    );
    return () => {
      wanted = false;
    };
  }, [api, language]);

  // The sample's object URL is let go when the picker closes.
  useEffect(
    () => () => {
      if (sampleUrl.current) URL.revokeObjectURL(sampleUrl.current);
    },
    [],
  );

  async function listen(voice: NarratorVoice) {
    const element = sample.current;
    if (!element) return;
    try {
      const url = await voiceSampleUrl(api, voice);
      if (sampleUrl.current) URL.revokeObjectURL(sampleUrl.current);
      sampleUrl.current = url;
      element.src = url;
      await element.play();
    } catch (reason) {
      // A sample that will not play is a small loss: the voice can still be chosen.
      console.warn('The voice sample could not be played.', reason);
    }
  }

  if (list.kind === 'loading') return <p className="works-muted">{t('audiobook.voicesLoading')}</p>;
  if (list.kind === 'failed') return <p className="works-muted">{t('audiobook.voicesFailed')}</p>;
  return (
    <fieldset className="works-voices">
      <legend className="works-voices__legend">{t('audiobook.voice')}</legend>
      <audio ref={sample} preload="none" />
      {list.voices.map((voice) => (
        <div key={voice.id} className="works-voices__voice">
          <label className="works-choice">
            <input
              type="radio"
              name={name}
              value={voice.id}
              checked={value === voice.id}
              onChange={() => onChange(voice.id)}
            />
            {voice.name}
          </label>
          <Button variant="link" onClick={() => void listen(voice)}>
            {t('audiobook.listen', { name: voice.name })}
          </Button>
        </div>
      ))}
    </fieldset>
  );
}
