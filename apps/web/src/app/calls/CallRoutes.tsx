import { useParams } from 'react-router';
import { signInReturningTo } from '../../config/paths';
import { CallPage, type CallPreview } from '../../features/calls/CallPage';
import { VoiceTestPage } from '../../features/calls/voice-test/VoiceTestPage';
import { useLibraryContacts } from '../chat/library-contacts';
import { usePlansPopup } from '../plans-popup';
import { useSignInState } from '../routes/sign-in-state';

/** The character's name and picture from the family's library, before the call answers. */
function useLibraryPreview(characterId: string): CallPreview | null {
  const { contacts } = useLibraryContacts();
  const contact = contacts.find((each) => each.id === characterId);
  return contact ? { name: contact.name, avatarPath: contact.avatarUrl } : null;
}

function SignedInCall({ storyId, characterId }: { storyId: string; characterId: string }) {
  const plans = usePlansPopup();
  return (
    <CallPage
      storyId={storyId}
      characterId={characterId}
      signIn="signedIn"
      signInPath={signInReturningTo}
      preview={useLibraryPreview(characterId)}
      onSeePlans={plans.open}
    />
  );
}

/** /story/{storyId}/call/{characterId}: calls are for signed-in families (they cost credits). */
export function CallRoute() {
  const { storyId = '', characterId = '' } = useParams();
  const signIn = useSignInState();
  if (signIn === 'signedIn') {
    return (
      <SignedInCall key={`${storyId}/${characterId}`} storyId={storyId} characterId={characterId} />
    );
  }
  return (
    <CallPage
      storyId={storyId}
      characterId={characterId}
      signIn={signIn}
      signInPath={signInReturningTo}
    />
  );
}

/** /voice-test, for anyone. */
export function VoiceTestRoute() {
  return <VoiceTestPage />;
}
