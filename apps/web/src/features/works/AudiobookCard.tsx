import type { StoryResult } from '@storyloom/contracts';
import { useState } from 'react';
import { AudiobookPlayer } from './AudiobookPlayer';
import { VoicePicker } from './VoicePicker';
import { WorkCard } from './WorkCard';
import type { WorkCardShared } from './work-card-shared';

interface AudiobookCardProps extends WorkCardShared<'audiobook'> {
  language: StoryResult['language'];
}

/** The audiobook: a voice is chosen (and listened to) first; once made, the player. */
export function AudiobookCard({ work, language, ...shared }: AudiobookCardProps) {
  const [voiceId, setVoiceId] = useState<string | undefined>(undefined);
  const made = work.work;
  return (
    <WorkCard
      kind="audiobook"
      work={work}
      setup={<VoicePicker language={language} value={voiceId} onChange={setVoiceId} />}
      options={voiceId ? { voiceId } : {}}
      done={
        made?.result ? <AudiobookPlayer artifactId={made.artifactId} book={made.result} /> : null
      }
      {...shared}
    />
  );
}
