import type { TrackedGeneration } from '../generation';
import { stageOf } from '../generation';
import { Button } from '../../../components/ui/Button';
import { useStoryReadyT } from '../ready-i18n';

interface GenerationProgressProps {
  generation: TrackedGeneration;
  cancelling: boolean;
  onCancel: () => void;
}

/** Long work says what it is doing and how far along it is, and can be stopped. */
export function GenerationProgress({ generation, cancelling, onCancel }: GenerationProgressProps) {
  const { t } = useStoryReadyT();
  const percent = Math.round(generation.progress.percent);
  const stage = t(`progress.stages.${stageOf(generation.progress, generation.status)}`);
  return (
    <div className="generation">
      <p className="generation__stage">
        {/* Only the stage is announced: a new percent every second would drown the reader. */}
        <span aria-live="polite">{stage}…</span>{' '}
        <span className="generation__percent">{percent}%</span>
      </p>
      <div
        className="generation__bar"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stage}, ${percent}%`}
      >
        <span className="generation__fill" style={{ width: `${percent}%` }} />
      </div>
      <Button variant="secondary" onClick={onCancel} disabled={cancelling}>
        {cancelling ? t('progress.cancelling') : t('progress.cancel')}
      </Button>
    </div>
  );
}
