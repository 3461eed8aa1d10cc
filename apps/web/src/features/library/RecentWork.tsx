import { paths } from '../../config/paths';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { Spinner } from '../../components/ui/Spinner';
import { RecentStoryCard } from './RecentStoryCard';
import { holdsSomething, titleMatches } from './recent-work';
import { useErrorText } from '../../lib/i18n';
import { useLibraryT } from './i18n';
import { useRecentStories } from './use-recent-stories';

interface RecentWorkProps {
  search: string;
  onClearSearch: () => void;
}

/** The library's Recent Work filter: the user's latest stories in place of the elements. */
export function RecentWork({ search, onClearSearch }: RecentWorkProps) {
  const { stories: read, isLoading, error, reload } = useRecentStories();
  const stories = read.filter(holdsSomething);
  const shown = stories.filter((story) => titleMatches(story, search));
  const now = Date.now();
  const { t } = useLibraryT();
  const translateError = useErrorText();

  return (
    <>
      {error && (
        <div className="library-message library-message--error library-error" role="alert">
          <p>{translateError(error)}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            {t('page.tryAgain')}
          </Button>
        </div>
      )}
      {isLoading && stories.length === 0 ? (
        <div className="library-loading">
          <Spinner label={t('recent.opening')} />
        </div>
      ) : stories.length === 0 ? (
        !error && (
          <EmptyMessage
            message={t('recent.empty')}
            action={<ButtonLink to={paths.newStory}>{t('recent.start')}</ButtonLink>}
          />
        )
      ) : shown.length === 0 ? (
        <EmptyMessage
          message={t('page.noMatch', { search: search.trim() })}
          action={
            <Button variant="secondary" onClick={onClearSearch}>
              {t('recent.clearSearch')}
            </Button>
          }
        />
      ) : (
        <ul className="library-grid" aria-label={t('recent.gridLabel')} aria-busy={isLoading}>
          {shown.map((story) => (
            <RecentStoryCard key={story.id} story={story} now={now} />
          ))}
        </ul>
      )}
    </>
  );
}
