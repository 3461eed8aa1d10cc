import type { StoryWorkKind, WorkOptions } from '@storyloom/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { useErrorText } from '../../lib/i18n';
import { CreditsNotice } from './CreditsNotice';
import { isFinished } from '../../lib/follow-generation/use-follow-generation';
import { useWorksT } from './i18n';
import type { StoryWorkState } from './use-story-work';
import { WorkProgress } from './WorkProgress';

interface WorkCardProps<K extends StoryWorkKind> {
  kind: K;
  work: StoryWorkState<K>;
  /** Credits this work uses; null while the configuration has not arrived. */
  cost: number | null;
  credits: number;
  storyArtifactId: string;
  /** The choices made before making it (paper, voice), with the options they give. */
  setup?: ReactNode;
  options: WorkOptions;
  /** The finished work (the gallery, the player); shown once it is made. */
  done: ReactNode;
  onSeePlans?: () => void;
}

/**
 * One kind of work: what it is and what it costs, then its progress, then the work itself with
 * "make again" and "delete". Failures say the server's reason and offer another try.
 */
export function WorkCard<K extends StoryWorkKind>(props: WorkCardProps<K>) {
  const {
    kind,
    work: state,
    cost,
    credits,
    storyArtifactId,
    setup,
    options,
    done,
    onSeePlans,
  } = props;
  const { t } = useWorksT();
  // The texts are looked up by the kind's name, not by the generic type.
  const name: StoryWorkKind = kind;
  const translateError = useErrorText();
  const headingId = useId();
  const reasonId = useId();
  const [remaking, setRemaking] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { work } = state;
  const made = work?.status === 'succeeded' && work.result !== null;
  const running = work !== null && !made && !isFinished(work.status);
  const tooFewCredits = cost !== null && cost > 0 && credits < cost;

  async function make() {
    await state.generate(options);
    setRemaking(false);
  }

  async function remove() {
    if (await state.remove()) setConfirmingDelete(false);
  }

  const costLine =
    cost === null
      ? null
      : cost === 0
        ? t('cost.free')
        : `${t('cost.uses', { count: cost })} ${t('cost.youHave', { credits })}`;

  const makePanel = (
    <div className="works-card__make">
      {setup}
      {costLine && <p className="works-card__cost">{costLine}</p>}
      {tooFewCredits && (
        <p id={reasonId} className="works-muted">
          {t('cost.tooFew', { count: cost, credits })}
        </p>
      )}
      {(state.needsCredits || tooFewCredits) && <CreditsNotice onSeePlans={onSeePlans} />}
      <div className="works-actions">
        <Button
          onClick={() => void make()}
          disabled={state.starting || tooFewCredits}
          aria-describedby={tooFewCredits ? reasonId : undefined}
        >
          {state.starting ? t('work.starting') : t(`kinds.${name}.make`)}
        </Button>
        {remaking && (
          <Button variant="secondary" onClick={() => setRemaking(false)}>
            {t('work.keep')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <section className="works-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="works-card__name">
        {t(`kinds.${name}.name`)}
      </h4>
      <p className="works-card__about">{t(`kinds.${name}.about`)}</p>

      {running && (
        <WorkProgress
          kind={kind}
          work={work}
          cancelling={state.cancelling}
          onCancel={() => void state.cancel()}
        />
      )}

      {work?.status === 'cancelled' && (
        <p className="works-card__message" role="status">
          {t('work.stopped')}
        </p>
      )}
      {work?.status === 'failed' && (
        <ErrorBox
          title={t(`kinds.${name}.failedTitle`)}
          message={t('work.failed', {
            reason: work.error === null ? t('work.somethingWrong') : translateError(work.error),
          })}
          onRetry={() => void make()}
        />
      )}

      {made && work.result?.sourceArtifactId !== storyArtifactId && (
        <p className="works-muted">{t('section.earlierVersion')}</p>
      )}
      {made && done}
      {made && !remaking && (
        <div className="works-actions">
          <Button variant="secondary" onClick={() => setRemaking(true)}>
            {t(`kinds.${name}.again`)}
          </Button>
          {confirmingDelete ? (
            <div
              className="works-card__confirm"
              role="group"
              aria-label={t(`kinds.${name}.delete`)}
            >
              <p>{t(`kinds.${name}.confirmDelete`)}</p>
              <Button onClick={() => void remove()} disabled={state.deleting}>
                {state.deleting ? t('work.deleting') : t('work.yesDelete')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
                {t('work.keep')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmingDelete(true)}>
              {t(`kinds.${name}.delete`)}
            </Button>
          )}
        </div>
      )}

      {!running && (!made || remaking) && makePanel}
      {state.error && <ErrorBox message={state.error} />}
    </section>
  );
}
