import type { RecentStory } from '@storyloom/contracts';
import { useLibraryT } from './i18n';
import { writtenWhen } from './recent-work';

/**
 * One story in Recent Work: title, the ideas it uses, when it was written and how its
 * generation went. It has no actions yet: reading a story arrives with the story view.
 */
export function RecentStoryCard({ story, now }: { story: RecentStory; now: number }) {
  const { t, language } = useLibraryT();
  const title = story.title ?? t('recent.untitled');
  const status = story.latestArtifact?.status;
  return (
    <li className="library-card library-card--story">
      <article aria-label={title}>
        <div className="library-card__body">
          <p className="library-card__type library-card__type--story">{t('recent.story')}</p>
          <h3 className="library-card__name">{title}</h3>
          {story.elementNames.length > 0 && (
            <p className="library-card__summary">
              {t('recent.with', {
                names: new Intl.ListFormat(language, { type: 'unit' }).format(story.elementNames),
              })}
            </p>
          )}
          <p className="library-card__meta">
            {t('recent.written', {
              when: writtenWhen(story.updatedUtcEpoch, now, language, t('recent.justNow')),
            })}
          </p>
          {status && (
            <p className={`library-card__status library-card__status--${status}`}>
              {t(`recent.status.${status}`)}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
