import type { AudiobookResult } from '@storyloom/contracts';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { AudioControls } from './AudioControls';
import { chapterAt, previousChapterStart, readPosition, savePosition } from './audiobook-position';
import { DownloadButton } from './DownloadButton';
import { clockTime } from './file-names';
import { useWorksT } from './i18n';
import { useAudio } from './use-audio';
import { useStoredUrl } from './use-stored-url';

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5] as const;
/** How often the position is written down while listening. */
export const POSITION_SAVE_MS = 5000;

interface AudiobookPlayerProps {
  artifactId: string;
  book: AudiobookResult;
}

/**
 * The finished audiobook: play, speed, chapters, and the place where the listener stopped, kept
 * on this device so the next bedtime picks up there.
 */
export function AudiobookPlayer({ artifactId, book }: AudiobookPlayerProps) {
  const { t } = useWorksT();
  const audio = useRef<HTMLAudioElement>(null);
  const { url } = useStoredUrl(book.mp3);
  const player = useAudio(audio, book.durationSeconds);
  const [speed, setSpeed] = useState<number>(1);
  // Read once: where the last visit stopped.
  const [resumeAt] = useState(() => readPosition(localStorage, artifactId, book.durationSeconds));
  const { playing, time, seek } = player;
  const chapter = chapterAt(book.chapters, time);

  // The recording starts where it was left, once it knows its own length.
  useEffect(() => {
    const element = audio.current;
    if (!element || resumeAt === 0) return;
    seek(resumeAt);
    const onMetadata = () => {
      element.currentTime = resumeAt;
    };
    element.addEventListener('loadedmetadata', onMetadata, { once: true });
    return () => element.removeEventListener('loadedmetadata', onMetadata);
  }, [resumeAt, seek]);

  // Written down every few seconds while playing, and on every pause.
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const save = () => savePosition(localStorage, artifactId, element.currentTime);
    const finished = () => savePosition(localStorage, artifactId, 0);
    element.addEventListener('pause', save);
    element.addEventListener('ended', finished);
    const timer = playing ? setInterval(save, POSITION_SAVE_MS) : undefined;
    return () => {
      element.removeEventListener('pause', save);
      element.removeEventListener('ended', finished);
      clearInterval(timer);
    };
  }, [artifactId, playing]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed, url]);

  function jumpTo(seconds: number) {
    seek(seconds);
    savePosition(localStorage, artifactId, seconds);
  }

  const nextChapter = book.chapters[chapter + 1];
  return (
    <div className="works-audiobook">
      <p className="works-work-title">{book.title}</p>
      <audio ref={audio} src={url ?? undefined} preload="metadata" />
      {resumeAt > 0 && (
        <p className="works-muted">{t('audiobook.resumed', { time: clockTime(resumeAt) })}</p>
      )}
      <AudioControls
        label={book.title}
        playing={playing}
        time={time}
        duration={player.duration}
        disabled={url === null}
        onToggle={player.toggle}
        onSeek={jumpTo}
      />
      <div className="works-player__row">
        <Button
          variant="secondary"
          onClick={() => jumpTo(previousChapterStart(book.chapters, time))}
        >
          {t('audiobook.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={!nextChapter}
          onClick={() => nextChapter && jumpTo(nextChapter.startSeconds)}
        >
          {t('audiobook.next')}
        </Button>
        <label className="works-player__speed">
          {t('audiobook.speed')}
          <select value={speed} onChange={(event) => setSpeed(Number(event.currentTarget.value))}>
            {PLAYBACK_SPEEDS.map((option) => (
              <option key={option} value={option}>
                {`${option}×`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav aria-label={t('audiobook.chapters')}>
        <ol className="works-audiobook__chapters">
          {book.chapters.map((item, index) => (
            <li key={index}>
              <button
                type="button"
                className="works-audiobook__chapter"
                aria-current={index === chapter ? 'true' : undefined}
                onClick={() => jumpTo(item.startSeconds)}
              >
                <span>{item.title}</span>
                <span className="works-muted">{clockTime(item.startSeconds)}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="works-actions">
        <DownloadButton path={book.mp3} fileName={book.title} extension="mp3">
          {t('audiobook.download')}
        </DownloadButton>
      </div>
    </div>
  );
}
