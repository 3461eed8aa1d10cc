import { ALL_STORIES_ID } from '@storyloom/contracts';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Dialog } from '../../components/ui/Dialog';
import { chatPath } from '../../config/paths';
import { ContactList, type Contact, type ContactsSource } from './ContactList';
import { useChatT } from './i18n';
import type { SignInPath } from './sign-in';
import './chat.css';

interface ContactsDialogProps {
  /** The family's characters; null for a visitor, who is asked to sign in. */
  source: ContactsSource | null;
  signInPath: SignInPath;
  onClose: () => void;
  /** More buttons for a contact's row (the app adds 'Call'); `close` closes the dialog. */
  contactActions?: (contact: Contact, close: () => void) => ReactNode;
}

/**
 * The Contacts dialog (docs/product.md, "Contacts dialog"), opened from the top bar and the
 * credits bar's Chat & Call: 'Say Hey' opens /story/all/chat/{characterId} and closes it.
 */
export function ContactsDialog({
  source,
  signInPath,
  onClose,
  contactActions,
}: ContactsDialogProps) {
  const { t } = useChatT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  return (
    <Dialog title={t('contacts.title')} onClose={onClose} className="contacts-dialog">
      {source === null ? (
        <div className="contacts__sign-in">
          <p>{t('contacts.signInToChat')}</p>
          <ButtonLink to={signInPath(pathname + search)} onClick={onClose}>
            {t('contacts.signIn')}
          </ButtonLink>
        </div>
      ) : (
        <ContactList
          {...source}
          rowActions={contactActions && ((contact) => contactActions(contact, onClose))}
          onSayHey={(contact) => {
            onClose();
            void navigate(chatPath(ALL_STORIES_ID, contact.id));
          }}
        />
      )}
    </Dialog>
  );
}
