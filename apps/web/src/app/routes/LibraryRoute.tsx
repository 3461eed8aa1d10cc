import { LibraryPage } from '../../features/library/LibraryPage';
import { PublishButton } from '../../features/marketplace/PublishButton';
import { selectIsChildMode } from '../../features/parents/active-profile-slice';
import { useAppSelector } from '../hooks';

/** /library, with the marketplace's Publish action on every bag (for the parent). */
export function LibraryRoute() {
  // Publishing is the parent's: a child's device sees the bags without it.
  const childMode = useAppSelector(selectIsChildMode);
  return (
    <LibraryPage renderBagActions={childMode ? () => null : (bag) => <PublishButton bag={bag} />} />
  );
}
