import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { CharacterPicture } from './CharacterIcon';
import type { ChatState, Turn } from './chat-state';
import { ClearConversation } from './ClearConversation';
import { Composer } from './Composer';
import { useChatT } from './i18n';
import { MessageList } from './MessageList';
import type { SignInPath, SignInState } from './sign-in';
import { useChat } from './use-chat';
import './chat.css';

interface ChatPageProps {
  /** A saved story's id, or 'all' (opened from the Contacts dialog). */
  storyId: string;
  characterId: string;
  signIn: SignInState;
  signInPath: SignInPath;
  /** The header's Call button for a signed-in family (the app brings it from the calls feature). */
  callAction?: (characterName: string) => ReactNode;
}

/**
 * Talking with a character (docs/product.md, "Chat"): big bubbles, the reply's words as they
 * come, questions to tap, and every reply said to screen readers once it is whole.
 */
export function ChatPage({ storyId, characterId, signIn, signInPath, callAction }: ChatPageProps) {
  const { t } = useChatT();
  const { pathname } = useLocation();
  const messageBox = useRef<HTMLTextAreaElement | null>(null);
  const { state, send, reopen, clear } = useChat({
    characterId,
    storyId,
    ready: signIn !== 'loading',
  });

  if (state.kind === 'opening') {
    return (
      <section className="chat-page chat-page--state">
        <Spinner label={t('page.loadingSomeone')} />
      </section>
    );
  }
  if (state.kind === 'signIn') {
    return (
      <section className="chat-page chat-page--state">
        <h1 className="chat-page__title">{t('page.signInTitle')}</h1>
        <p>{t('page.signInText')}</p>
        <ButtonLink to={signInPath(pathname)}>{t('page.signIn')}</ButtonLink>
      </section>
    );
  }
  if (state.kind === 'failed') {
    return (
      <section className="chat-page chat-page--state">
        <ErrorBox
          title={t('page.couldNotOpen')}
          message={state.notFound ? t('page.notFound') : state.message}
          onRetry={reopen}
        />
      </section>
    );
  }

  const { character, messages, suggestions, turn, announcement } = state;
  const sending = turn.kind === 'sending';
  return (
    <section className="chat-page" aria-labelledby="chat-page-title">
      <header className="chat-page__header">
        <CharacterPicture
          url={character.avatarUrl}
          name={character.name}
          alt={t('page.pictureOf', { name: character.name })}
        />
        <h1 id="chat-page-title" className="chat-page__title">
          {character.name}
        </h1>
        {signIn === 'signedIn' && callAction?.(character.name)}
        {signIn === 'signedIn' && <ClearConversation name={character.name} onClear={clear} />}
      </header>
      <MessageList name={character.name} messages={messages} turn={turn} />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {turn.kind === 'failed' && (
        <TurnFailed
          state={state}
          turn={turn}
          signInPath={signInPath(pathname)}
          onRetry={() => void send(turn.text)}
        />
      )}
      {suggestions.length > 0 && (
        <div className="chat-page__suggestions" role="group" aria-label={t('page.suggestions')}>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              variant="secondary"
              className="chat-page__suggestion"
              disabled={sending}
              onClick={() => {
                // The tapped button is disabled while the reply comes: keep the keyboard's place.
                messageBox.current?.focus();
                void send(suggestion);
              }}
            >
              {suggestion}
            </Button>
          ))}
        </div>
      )}
      <Composer
        name={character.name}
        sending={sending}
        onSend={(text) => void send(text)}
        inputRef={messageBox}
      />
    </section>
  );
}

interface TurnFailedProps {
  state: Extract<ChatState, { kind: 'open' }>;
  turn: Extract<Turn, { kind: 'failed' }>;
  signInPath: string;
  onRetry: () => void;
}

/** A reply that did not come: said calmly, with the one thing to do next. */
function TurnFailed({ state, turn, signInPath, onRetry }: TurnFailedProps) {
  const { t } = useChatT();
  const message =
    turn.failure === 'signIn'
      ? t('page.signInToReply')
      : turn.failure === 'tooFast'
        ? t('page.tooFast')
        : t('page.replyFailed', { name: state.character.name });
  return (
    <div className="chat-page__turn-failed" role="alert">
      <p>{message}</p>
      {turn.failure === 'signIn' ? (
        <ButtonLink to={signInPath}>{t('page.signIn')}</ButtonLink>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t('page.tryAgain')}
        </Button>
      )}
    </div>
  );
}
