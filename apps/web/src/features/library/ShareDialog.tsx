import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { ShareLinkDialog } from '../../components/ui/ShareLinkDialog';
import { useApiClient } from '../../lib/api-client-context';
import { createShareLink, revokeShareLink, userMessageOf } from './library-api';

interface ShareDialogProps {
  element: StoryElement;
  onClose: () => void;
  /** Where links point; the page's own origin in the app. */
  origin?: string;
}

/** The shared link dialog on the library's own share calls; any element can be shared here. */
export function ShareDialog({ element, onClose, origin }: ShareDialogProps) {
  const api = useApiClient();
  return (
    <ShareLinkDialog
      name={element.name}
      includesContents={element.type === StoryElementType.Bag}
      createLink={() => createShareLink(api, element.id)}
      revokeLink={() => revokeShareLink(api, element.id)}
      messageOf={userMessageOf}
      onClose={onClose}
      origin={origin}
    />
  );
}
