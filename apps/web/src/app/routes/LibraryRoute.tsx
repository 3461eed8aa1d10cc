import { LibraryPage } from '../../features/library/LibraryPage';
import { PublishButton } from '../../features/marketplace/PublishButton';

/** /library, with the marketplace's Publish action on every bag. */
export function LibraryRoute() {
  return <LibraryPage renderBagActions={(bag) => <PublishButton bag={bag} />} />;
}
