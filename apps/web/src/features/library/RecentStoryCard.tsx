import type { RecentStory } from '@storyloom/contracts';
import { GENERATION_STATUS_WORDS, titleOf, writtenWhen } from './recent-work';

/**
 * One story in Recent Work: title, the ideas it uses, when it was written and how its
 * generation went. It has no actions yet: reading a story arrives with the story view.
 */
export function RecentStoryCard({ story, now }: { story: RecentStory; now: number }) {
  const title = titleOf(story);
  const status = story.latestArtifact?.status;
  return (
    <li className="library-card library-card--story">
      <article aria-label={title}>
        <div className="library-card__body">
          <p className="library-card__type library-card__type--story">Story</p>
          <h3 className="library-card__name">{title}</h3>
          {story.elementNames.length > 0 && (
            <p className="library-card__summary">With {story.elementNames.join(', ')}</p>
          )}
          <p className="library-card__meta">Written {writtenWhen(story.updatedUtcEpoch, now)}</p>
          {status && (
            <p className={`library-card__status library-card__status--${status}`}>
              {GENERATION_STATUS_WORDS[status]}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
