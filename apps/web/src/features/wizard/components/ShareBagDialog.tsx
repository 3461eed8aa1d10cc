import type { StoryElement } from '@storyloom/contracts';
import { ShareLinkDialog } from '../../../components/ui/ShareLinkDialog';
import { useApiClient } from '../../../lib/api-client-context';
import { userMessageOf } from '../../../lib/api-client';
import { shareBag, stopSharingBag } from '../wizard-api';

interface ShareBagDialogProps {
  bag: StoryElement;
  onClose: () => void;
  /** Where links point; the page's own origin in the app, fixed in tests. */
  origin?: string;
}

/** The shared link dialog on the story feature's calls; the server answers a live link again. */
export function ShareBagDialog({ bag, onClose, origin }: ShareBagDialogProps) {
  const api = useApiClient();
  return (
    <ShareLinkDialog
      name={bag.name}
      includesContents
      createLink={() => shareBag(api, bag.id)}
      revokeLink={() => stopSharingBag(api, bag.id)}
      messageOf={userMessageOf}
      onClose={onClose}
      origin={origin}
    />
  );
}
