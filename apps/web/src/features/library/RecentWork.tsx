import { paths } from '../../config/paths';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { Spinner } from '../../components/ui/Spinner';
import { RecentStoryCard } from './RecentStoryCard';
import { titleMatches } from './recent-work';
import { useRecentStories } from './use-recent-stories';

interface RecentWorkProps {
  search: string;
  onClearSearch: () => void;
}

/** The library's Recent Work filter: the user's latest stories in place of the elements. */
export function RecentWork({ search, onClearSearch }: RecentWorkProps) {
  const { stories, isLoading, error, reload } = useRecentStories();
  const shown = stories.filter((story) => titleMatches(story, search));
  const now = Date.now();

  return (
    <>
      {error && (
        <div className="library-message library-message--error library-error" role="alert">
          <p>{error}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      )}
      {isLoading && stories.length === 0 ? (
        <div className="library-loading">
          <Spinner label="Opening your recent stories…" />
        </div>
      ) : stories.length === 0 ? (
        !error && (
          <EmptyMessage
            message="No stories yet. Your stories will show here once you write one."
            action={<ButtonLink to={paths.newStory}>Start a new story</ButtonLink>}
          />
        )
      ) : shown.length === 0 ? (
        <EmptyMessage
          message={`Nothing here matches “${search.trim()}”.`}
          action={
            <Button variant="secondary" onClick={onClearSearch}>
              Clear the search
            </Button>
          }
        />
      ) : (
        <ul className="library-grid" aria-label="Recent Work" aria-busy={isLoading}>
          {shown.map((story) => (
            <RecentStoryCard key={story.id} story={story} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}
