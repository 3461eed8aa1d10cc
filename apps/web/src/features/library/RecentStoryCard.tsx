import type { RecentStory } from '@storyloom/contracts';
import { Link } from 'react-router';
import { savedStoryPath } from '../../config/paths';
import { useLibraryT } from './i18n';
import { shownWorks, writtenWhen } from './recent-work';

/**
 * One story in Recent Work: title, the ideas it uses, when it was written and what was made from
 * it. The title is the card's one link (stretched over the whole card), opening the story.
 */
export function RecentStoryCard({ story, now }: { story: RecentStory; now: number }) {
  const { t, language } = useLibraryT();
  const title = story.title ?? t('recent.untitled');
  const works = shownWorks(story.works);
  return (
    <li className="library-card library-card--story">
      <article aria-label={title}>
        <div className="library-card__body">
          <p className="library-card__type library-card__type--story">{t('recent.story')}</p>
          <h3 className="library-card__name">
            <Link className="library-card__link" to={savedStoryPath(story.id)}>
              {title}
            </Link>
          </h3>
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
          {works.length > 0 && (
            <ul className="library-card__works" aria-label={t('recent.works.label')}>
              {works.map((work) => (
                <li
                  key={work.id}
                  className={`library-card__work library-card__work--${work.progress}`}
                >
                  {t(`recent.works.${work.progress}`, {
                    work: t(`recent.works.kinds.${work.kind}`),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
    </li>
  );
}
