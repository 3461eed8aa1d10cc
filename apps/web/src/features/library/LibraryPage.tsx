import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { paths } from '../../config/paths';

/** /library, signed in only. Honest and small until the Library issue fills it. */
export function LibraryPage() {
  return (
    <Card aria-labelledby="library-title">
      <h1 id="library-title">Your library</h1>
      <EmptyMessage
        message="Characters, places and notes you create will live here."
        action={<ButtonLink to={paths.newStory}>Start a new story</ButtonLink>}
      />
    </Card>
  );
}
