import { signInReturningTo } from '../../config/paths';
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
