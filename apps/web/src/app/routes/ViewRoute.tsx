import { AuthStatus, isShareCode } from '@storyloom/contracts';
import { useParams } from 'react-router';
import { paths, signInReturningTo } from '../../config/paths';
import { selectAuthStatus } from '../../features/auth/auth-slice';
import { PdfReaderPage } from '../../features/pdf-reader/PdfReaderPage';
import { SharedViewPage } from '../../features/shared-view/SharedViewPage';
import { ViewNotFound } from '../../features/shared-view/ViewNotFound';
import { useAppSelector } from '../hooks';
import { Splash } from '../Splash';

/** Not a share code: the signed-in owner's artifact or story in the reader, else not found. */
function OwnStoryOrNotFound({ id }: { id: string }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === AuthStatus.LOADING) return <Splash embedded />;
  if (status !== AuthStatus.AUTHENTICATED) {
    return <ViewNotFound signInPath={signInReturningTo(`${paths.view}/${id}`)} />;
  }
  return <PdfReaderPage key={id} id={id} renderNotFound={() => <ViewNotFound />} />;
}

/**
 * /view/{segment} (docs/product.md, "Readings of unclear points" 3): a share code first, for anyone
 * holding the link; then the signed-in owner's artifact or story id, opened in the PDF reader; else
 * a friendly not found.
 */
export function ViewRoute() {
  const { code = '' } = useParams();
  // Story and artifact ids (timestamps, UUIDs) are never share codes: no lookup needed.
  if (!isShareCode(code)) return <OwnStoryOrNotFound key={code} id={code} />;
  return <SharedViewPage key={code} renderNotFound={() => <OwnStoryOrNotFound id={code} />} />;
}
