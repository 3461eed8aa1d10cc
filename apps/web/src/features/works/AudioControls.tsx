import { Button } from '../../components/ui/Button';
import { clockTime } from './file-names';
import { useWorksT } from './i18n';

interface AudioControlsProps {
  /** What is playing, for the slider's name ("Position in the song"). */
  label: string;
  playing: boolean;
  time: number;
  duration: number;
  disabled: boolean;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
}

/** Play or pause, and a slider to move through the recording, with the time in words. */
export function AudioControls(props: AudioControlsProps) {
  const { label, playing, time, duration, disabled, onToggle, onSeek } = props;
  const { t } = useWorksT();
  const timeText = t('player.timeOf', { time: clockTime(time), total: clockTime(duration) });
  return (
    <div className="works-player__controls">
      <Button className="works-player__play" onClick={onToggle} disabled={disabled}>
        {playing ? t('player.pause') : t('player.play')}
      </Button>
      <input
        className="works-player__seek"
        type="range"
        min={0}
        max={Math.max(duration, 0)}
        step={0.1}
        value={Math.min(time, duration)}
        aria-label={`${t('player.position')}: ${label}`}
        aria-valuetext={timeText}
        disabled={disabled}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      <span className="works-player__time">{timeText}</span>
    </div>
  );
}
