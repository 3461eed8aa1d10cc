import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Follows an <audio> element the app draws its own controls for: playing or not, and where it is.
 * While playing, the position is read every frame so sung words light up on time (timeupdate
 * alone fires only a few times a second); timeupdate still keeps it right when paused or seeking.
 */
export function useAudio(audio: RefObject<HTMLAudioElement | null>, knownDuration: number) {
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let frame = 0;
    const read = () => setTime(element.currentTime);
    const everyFrame = () => {
      read();
      frame = requestAnimationFrame(everyFrame);
    };
    const onPlay = () => {
      setPlaying(true);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(everyFrame);
    };
    const onStop = () => {
      setPlaying(false);
      cancelAnimationFrame(frame);
      read();
    };
    const onMetadata = () => {
      if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    };
    element.addEventListener('timeupdate', read);
    element.addEventListener('seeked', read);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    element.addEventListener('loadedmetadata', onMetadata);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('timeupdate', read);
      element.removeEventListener('seeked', read);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      element.removeEventListener('loadedmetadata', onMetadata);
    };
  }, [audio]);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      // A refused play (no gesture, no sound device) leaves the button saying Play.
      void Promise.resolve(element.play()).catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  }, [audio]);

  const seek = useCallback(
    (seconds: number) => {
      const element = audio.current;
      if (!element) return;
      const target = Math.max(0, Math.min(seconds, duration));
      element.currentTime = target;
      setTime(target);
    },
    [audio, duration],
  );

  return { playing, time, duration, toggle, seek };
}
