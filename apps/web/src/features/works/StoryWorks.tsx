import type { StoryResult } from '@storyloom/contracts';
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { useApiClient } from '../../lib/api-client-context';
import { AudiobookCard } from './AudiobookCard';
import { ColoringBookCard } from './ColoringBookCard';
import { useWorksT } from './i18n';
import { SongCard } from './SongCard';
import { useStoryWork } from './use-story-work';
import { selectCreditsAvailable, selectWorkCosts } from './work-costs';
import { fetchNewestWorks, type NewestWorks } from './works-api';
import './works.css';

export interface StoryWorksProps {
  storyId: string;
  /** The told story the book shows; works are made from it. */
  storyArtifactId: string;
  pageCount: number;
  language: StoryResult['language'];
  onSeePlans?: () => void;
}

/**
 * "More from this story": a coloring book, a song and an audiobook made from the finished story.
 * What was made in an earlier visit is looked up first, so a reload shows it again.
 */
export function StoryWorks(props: StoryWorksProps) {
  const { storyId } = props;
  const api = useApiClient();
  const { t } = useWorksT();
  const [found, setFound] = useState<{ storyId: string; works: NewestWorks } | null>(null);

  useEffect(() => {
    let wanted = true;
    fetchNewestWorks(api, storyId)
      .catch((reason: unknown) => {
        // Not knowing earlier works only means offering to make them: no alarm for that.
        console.warn('Could not look up the works of this story.', reason);
        return {};
      })
      .then((works) => {
        if (wanted) setFound({ storyId, works });
      });
    return () => {
      wanted = false;
    };
  }, [api, storyId]);

  return (
    <section className="works" aria-labelledby="story-works-heading">
      <h3 id="story-works-heading" className="works__heading">
        {t('section.heading')}
      </h3>
      <p className="works__lead">{t('section.lead')}</p>
      {found?.storyId === storyId ? (
        <WorkCards key={storyId} {...props} works={found.works} />
      ) : (
        <p className="works-muted" role="status">
          {t('section.looking')}
        </p>
      )}
    </section>
  );
}

function WorkCards({
  storyId,
  storyArtifactId,
  pageCount,
  language,
  onSeePlans,
  works,
}: StoryWorksProps & { works: NewestWorks }) {
  const credits = useSelector(selectCreditsAvailable);
  const costs = useSelector(
    (state: Parameters<typeof selectWorkCosts>[0]) => selectWorkCosts(state, pageCount),
    shallowEqual,
  );
  const coloring = useStoryWork({
    storyId,
    kind: 'coloring-book',
    initial: works['coloring-book'],
  });
  const song = useStoryWork({ storyId, kind: 'song', initial: works.song });
  const audiobook = useStoryWork({ storyId, kind: 'audiobook', initial: works.audiobook });
  const shared = { credits, storyArtifactId, onSeePlans };

  return (
    <div className="works__cards">
      <ColoringBookCard work={coloring} cost={costs['coloring-book']} {...shared} />
      <SongCard work={song} cost={costs.song} {...shared} />
      <AudiobookCard work={audiobook} cost={costs.audiobook} language={language} {...shared} />
    </div>
  );
}
