import { ALL_STORIES_ID } from '@storyloom/contracts';
import { signInReturningTo } from '../../config/paths';
import { CallLink } from '../../features/calls/CallLink';
import { ContactsDialog } from '../../features/chat/ContactsDialog';
import { useLibraryContacts } from './library-contacts';

interface ContactsProps {
  signedIn: boolean;
  onClose: () => void;
}

function FamilyContacts({ onClose }: { onClose: () => void }) {
  return (
    <ContactsDialog
      source={useLibraryContacts()}
      signInPath={signInReturningTo}
      onClose={onClose}
      contactActions={(contact, close) => (
        <CallLink
          storyId={ALL_STORIES_ID}
          characterId={contact.id}
          name={contact.name}
          className="contacts__call"
          onClick={close}
        />
      )}
    />
  );
}

/**
 * The Contacts dialog with the family's characters; a visitor is asked to sign in (there is no
 * public demo to talk with yet). Loaded when first opened, with the library's reader.
 */
export function Contacts({ signedIn, onClose }: ContactsProps) {
  return signedIn ? (
    <FamilyContacts onClose={onClose} />
  ) : (
    <ContactsDialog source={null} signInPath={signInReturningTo} onClose={onClose} />
  );
}
