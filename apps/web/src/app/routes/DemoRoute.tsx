import { isEmptyDemoContent, type DemoWorks } from '@storyloom/contracts';
import { useParams } from 'react-router';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { selectIsAuthenticated } from '../../features/auth/auth-slice';
import { StoryBook } from '../../features/book/StoryBook';
import { DemoEnded } from '../../features/demo/DemoEnded';
import { DemoView } from '../../features/demo/DemoView';
import { useDemoT } from '../../features/demo/i18n';
import { useDemoContent } from '../../features/demo/use-demo-content';
import { AudiobookPlayer } from '../../features/works/AudiobookPlayer';
import { ColoringBookView } from '../../features/works/ColoringBookView';
import { SongPlayer } from '../../features/works/SongPlayer';
import { PresignedFilesProvider } from '../../lib/stored-file-links';
// The players' and the coloring pages' styles come with the works' section elsewhere.
import '../../features/works/works.css';
import { useAppSelector } from '../hooks';
import { Splash } from '../Splash';

/** The book and the works, drawn read-only by the features that make them. */
function demoWorkSlots(works: DemoWorks, audiobookId: string) {
  return {
    book: <StoryBook toldStory={works.story} />,
    coloring: works.coloringBook && <ColoringBookView book={works.coloringBook} />,
    song: works.song && <SongPlayer song={works.song} />,
    audiobook: works.audiobook && (
      <AudiobookPlayer artifactId={audiobookId} book={works.audiobook} />
    ),
  };
}

/**
 * /story/demo/{code}: a campaign's finished example for anyone. Its files come already signed,
 * so the book and players read them from the content instead of asking the API.
 */
export function DemoRoute() {
  const { code = '' } = useParams();
  const { t } = useDemoT();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { data, error, isLoading, retry } = useDemoContent(code);

  if (error) {
    return <ErrorBox title={t('failedTitle')} message={error} onRetry={retry} />;
  }
  if (isLoading || !data) return <Splash embedded />;
  if (isEmptyDemoContent(data) || !data.works) return <DemoEnded />;
  return (
    <PresignedFilesProvider files={data.works.files}>
      <DemoView
        content={data}
        works={demoWorkSlots(data.works, data.audiobook)}
        signedIn={signedIn}
      />
    </PresignedFilesProvider>
  );
}
