import type { SongResult } from '@storyloom/contracts';
import { useRef } from 'react';
import { AudioControls } from './AudioControls';
import { DownloadButton } from './DownloadButton';
import { useWorksT } from './i18n';
import { SongLyrics } from './SongLyrics';
import { SongScore } from './SongScore';
import { syllableAt } from './song-timing';
import { useAudio } from './use-audio';
import { useStoredUrl } from './use-stored-url';

/**
 * The finished song: its score, its recording with our own controls, and the words and notes lit
 * in time.
 */
export function SongPlayer({ song }: { song: SongResult }) {
  const { t } = useWorksT();
  const audio = useRef<HTMLAudioElement>(null);
  const { url } = useStoredUrl(song.mp3);
  const player = useAudio(audio, song.durationSeconds);
  // Nothing is lit before the song has started.
  const started = player.playing || player.time > 0;
  const current = started ? syllableAt(song.syllables, player.time) : -1;

  return (
    <div className="works-song">
      <p className="works-work-title">{song.title}</p>
      <audio ref={audio} src={url ?? undefined} preload="metadata" />
      <AudioControls
        label={song.title}
        playing={player.playing}
        time={player.time}
        duration={player.duration}
        disabled={url === null}
        onToggle={player.toggle}
        onSeek={player.seek}
      />
      {url === null && <p className="works-muted">{t('player.loading')}</p>}
      <SongLyrics song={song} current={current} />
      <SongScore abc={song.abc} syllables={song.syllables.length} current={current} />
      <div className="works-actions">
        <DownloadButton path={song.mp3} fileName={song.title} extension="mp3">
          {t('song.downloadMp3')}
        </DownloadButton>
        <DownloadButton path={song.midi} fileName={song.title} extension="mid">
          {t('song.downloadMidi')}
        </DownloadButton>
      </div>
    </div>
  );
}
