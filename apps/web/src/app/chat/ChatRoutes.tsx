import { ALL_STORIES_ID } from '@storyloom/contracts';
import { useParams } from 'react-router';
import { signInReturningTo } from '../../config/paths';
import { CallLink } from '../../features/calls/CallLink';
import { ChatPage } from '../../features/chat/ChatPage';
import { ChatPickPage } from '../../features/chat/ChatPickPage';
import { useSignInState } from '../routes/sign-in-state';
import { useLibraryContacts } from './library-contacts';

/** /story/{storyId}/chat/{characterId}; a new address is a new conversation. */
export function ChatRoute() {
  const { storyId = '', characterId = '' } = useParams();
  return (
    <ChatPage
      key={`${storyId}/${characterId}`}
      storyId={storyId}
      characterId={characterId}
      signIn={useSignInState()}
      signInPath={signInReturningTo}
      callAction={(name) => <CallLink storyId={storyId} characterId={characterId} name={name} />}
    />
  );
}

/** Every character of the family, read from the library. */
function PickFromLibrary({ storyId }: { storyId: string }) {
  return (
    <ChatPickPage
      storyId={storyId}
      library={useLibraryContacts()}
      signIn="signedIn"
      signInPath={signInReturningTo}
    />
  );
}

/** /story/{storyId}/chat: the child picks a character; /story/all/chat offers the whole library. */
export function ChatPickRoute() {
  const { storyId = '' } = useParams();
  const signIn = useSignInState();
  if (signIn === 'signedIn' && storyId === ALL_STORIES_ID)
    return <PickFromLibrary storyId={storyId} />;
  return (
    <ChatPickPage storyId={storyId} library={null} signIn={signIn} signInPath={signInReturningTo} />
  );
}
