import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { ContactAvatar } from './CharacterIcon';
import { useChatT } from './i18n';

/** A character as the contacts list needs it (a library element of the character type). */
export interface Contact {
  id: string;
  name: string;
  /** A stored picture's path; none for the default face. */
  avatarUrl?: string;
}

/** The family's characters, as the app reads them from the library. */
export interface ContactsSource {
  contacts: Contact[];
  isLoading: boolean;
  error: string | null;
  reload: () => void;
}

interface ContactListProps extends ContactsSource {
  onSayHey: (contact: Contact) => void;
  errorTitle?: string;
  /** More buttons for a row, before 'Say Hey' (the app adds 'Call'). */
  rowActions?: (contact: Contact) => ReactNode;
}

/** Names compared the way a child types them: any case, accents as written. */
function matches(contact: Contact, query: string): boolean {
  return contact.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/**
 * The Contacts dialog's body (docs/product.md, "Contacts dialog"): a search box, a row per
 * character with its picture and 'Say Hey', and the loading, error and nothing-found states.
 */
export function ContactList({
  contacts,
  isLoading,
  error,
  reload,
  onSayHey,
  errorTitle,
  rowActions,
}: ContactListProps) {
  const { t } = useChatT();
  const [query, setQuery] = useState('');
  const listId = useId();
  const shown = contacts
    .filter((contact) => matches(contact, query))
    .sort((a, b) => a.name.localeCompare(b.name));
  // What the device kept shows while the list is read again; a spinner only when there is none.
  const loadingNothing = isLoading && contacts.length === 0;

  return (
    <div className="contacts">
      <input
        type="search"
        className="contacts__search"
        placeholder={t('contacts.search')}
        aria-label={t('contacts.searchLabel')}
        aria-controls={listId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error !== null && (
        <ErrorBox
          title={errorTitle ?? t('contacts.couldNotLoad')}
          message={error}
          onRetry={reload}
        />
      )}
      {loadingNothing ? (
        <Spinner label={t('contacts.loading')} />
      ) : (
        shown.length === 0 &&
        error === null && (
          <div className="contacts__none">
            <p>{t('contacts.none')}</p>
            {contacts.length === 0 && (
              <p className="contacts__hint">{t('contacts.emptyLibrary')}</p>
            )}
          </div>
        )
      )}
      <ul
        id={listId}
        className="contacts__list"
        aria-label={t('contacts.list')}
        hidden={shown.length === 0}
      >
        {shown.map((contact) => (
          <li key={contact.id} className="contacts__row">
            <ContactAvatar path={contact.avatarUrl} />
            <span className="contacts__name">{contact.name}</span>
            {rowActions?.(contact)}
            <Button
              className="contacts__say-hey"
              aria-label={t('contacts.sayHeyTo', { name: contact.name })}
              onClick={() => onSayHey(contact)}
            >
              {t('contacts.sayHey')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
