import type { StoryWorkKind } from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { useWorksT } from './i18n';
import type { TrackedWork } from './use-story-work';

const STAGES: Record<StoryWorkKind, readonly string[]> = {
  'coloring-book': ['planning', 'drawing', 'finishing'],
  song: ['planning', 'composing', 'recording', 'finishing'],
  audiobook: ['planning', 'narrating', 'finishing'],
};

interface WorkProgressProps {
  kind: StoryWorkKind;
  work: Pick<TrackedWork<StoryWorkKind>, 'status' | 'progress'>;
  cancelling: boolean;
  onCancel: () => void;
}

/** A work being made says what it is doing and how far along it is, and can be stopped. */
export function WorkProgress({ kind, work, cancelling, onCancel }: WorkProgressProps) {
  const { t } = useWorksT();
  const percent = Math.round(work.progress.percent);
  const { stage } = work.progress;
  const known = work.status !== 'queued' && stage !== null && STAGES[kind].includes(stage);
  const words = known ? t(`stages.${kind}.${stage}`) : t('stages.gettingReady');
  return (
    <div className="works-progress">
      <p className="works-progress__stage">
        {/* Only the stage is announced: a new percent every second would drown the reader. */}
        <span aria-live="polite">{words}…</span> <span>{percent}%</span>
      </p>
      <div
        className="works-progress__bar"
        role="progressbar"
        aria-label={t(`kinds.${kind}.progressLabel`)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${words}, ${percent}%`}
      >
        <span className="works-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <Button variant="secondary" onClick={onCancel} disabled={cancelling}>
        {cancelling ? t('work.stopping') : t(`kinds.${kind}.stop`)}
      </Button>
    </div>
  );
}
