import { ALL_STORIES_ID } from '@storyloom/contracts';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { chatPath } from '../../config/paths';
import { ContactList, type ContactsSource } from './ContactList';
import { useChatT } from './i18n';
import type { SignInPath, SignInState } from './sign-in';
import { useStoryContacts } from './use-story-contacts';
import './chat.css';

interface ChatPickPageProps {
  /** A saved story's id, or 'all' for every character of the family. */
  storyId: string;
  /** The family's characters, which the app reads from the library (used for 'all'). */
  library: ContactsSource | null;
  signIn: SignInState;
  signInPath: SignInPath;
}

/** /story/{storyId}/chat without a character: the child picks whom to talk to. */
export function ChatPickPage({ storyId, library, signIn, signInPath }: ChatPickPageProps) {
  const { t } = useChatT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const everyStory = storyId === ALL_STORIES_ID;
  const story = useStoryContacts(storyId, signIn === 'signedIn' && !everyStory);

  if (signIn === 'signedOut' || (everyStory && library === null && signIn !== 'loading')) {
    return (
      <section className="chat-page chat-page--state">
        <h1 className="chat-page__title">{t('page.signInTitle')}</h1>
        <p>{t('contacts.signInToChat')}</p>
        <ButtonLink to={signInPath(pathname)}>{t('page.signIn')}</ButtonLink>
      </section>
    );
  }
  const source = everyStory ? library : story;
  return (
    <section className="chat-page chat-page--pick">
      <h1 className="chat-page__title">{everyStory ? t('pick.title') : t('pick.storyTitle')}</h1>
      <ContactList
        contacts={source?.contacts ?? []}
        isLoading={signIn === 'loading' || (source?.isLoading ?? true)}
        error={source?.error ?? null}
        reload={() => source?.reload()}
        errorTitle={everyStory ? undefined : t('pick.couldNotLoad')}
        onSayHey={(contact) => void navigate(chatPath(storyId, contact.id))}
      />
    </section>
  );
}
