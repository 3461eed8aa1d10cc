import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Spinner } from '../../components/ui/Spinner';
import { chatPath, paths } from '../../config/paths';
import { CallerPicture } from './CallerPicture';
import type { TalkMode } from './call-session';
import type { CallState } from './call-state';
import { CallProblem } from './CallProblem';
import { Captions } from './Captions';
import { useCallsT } from './i18n';
import { ModeChoice } from './ModeChoice';
import { TalkControls } from './TalkControls';
import { useSpaceToTalk } from './use-space-to-talk';
import { useCall } from './use-call';
import './calls.css';

/** Who is looking, as the app tells the feature. */
export type SignInState = 'loading' | 'signedIn' | 'signedOut';

/** The character as the family's library knows it, shown before the call is answered. */
export interface CallPreview {
  name: string;
  /** A stored picture's path. */
  avatarPath?: string;
}

interface CallPageProps {
  /** A saved story's id, or 'all' (the character speaks from every story it is in). */
  storyId: string;
  characterId: string;
  signIn: SignInState;
  signInPath: (returnTo: string) => string;
  preview?: CallPreview | null;
  /** Opens the plans, when a call needs more credits than the family has. */
  onSeePlans?: () => void;
}

/**
 * Calling a character (issue 21): the character's picture and name, one big button to call and
 * hang up, the child's turn hands-free or push-to-talk, captions of both sides, the minutes left.
 */
export function CallPage({ signIn, signInPath, ...props }: CallPageProps) {
  const { t } = useCallsT();
  const { pathname } = useLocation();
  if (signIn === 'loading') {
    return (
      <section className="call-page call-page--state">
        <Spinner label={t('call.loading')} />
      </section>
    );
  }
  if (signIn === 'signedOut') {
    return (
      <section className="call-page call-page--state">
        <h1 className="call-page__title">{t('call.signInTitle')}</h1>
        <p>{t('call.signInText')}</p>
        <ButtonLink to={signInPath(pathname)}>{t('call.signIn')}</ButtonLink>
      </section>
    );
  }
  return <SignedInCallPage signInPath={signInPath(pathname)} {...props} />;
}

type SignedInProps = Omit<CallPageProps, 'signIn' | 'signInPath'> & { signInPath: string };

function SignedInCallPage({
  storyId,
  characterId,
  preview,
  onSeePlans,
  signInPath,
}: SignedInProps) {
  const { t } = useCallsT();
  const titleId = useId();
  const { state, mode, setMode, call, hangUp, hold, release } = useCall({ storyId, characterId });
  const open = state.kind === 'inCall' ? state : null;
  const answered = state.kind === 'inCall' || state.kind === 'ended' ? state.call : null;
  const name = answered?.character.name ?? preview?.name ?? t('call.someone');
  const busy = state.kind === 'connecting' || open !== null;
  const talking = open !== null && (open.phase === 'greeting' || open.phase === 'speaking');

  useSpaceToTalk(open !== null && mode === 'pushToTalk', hold, release);

  return (
    <section className="call-page" aria-labelledby={titleId}>
      <div className="call-page__caller">
        <CallerPicture
          url={answered?.character.avatarUrl ?? ''}
          path={preview?.avatarPath}
          alt={t('call.pictureOf', { name })}
          talking={talking}
        />
        <h1 id={titleId} className="call-page__title">
          {name}
        </h1>
        <p className="call-page__status" role="status">
          {statusText(state, name, mode, t)}
        </p>
        {open && open.secondsLeft !== null && (
          <p className="call-page__minutes">
            {open.secondsLeft < 60
              ? t('call.underAMinute')
              : t('call.minutesLeft', { count: Math.floor(open.secondsLeft / 60) })}
          </p>
        )}
      </div>

      {busy ? (
        <Button className="call-button call-button--hang-up" onClick={hangUp}>
          <PhoneIcon />
          {t('call.hangUp')}
        </Button>
      ) : (
        <Button className="call-button" onClick={call}>
          <PhoneIcon />
          {state.kind === 'ended' ? t('call.callAgain') : t('call.call', { name })}
        </Button>
      )}

      {open && mode === 'pushToTalk' && (
        <TalkControls phase={open.phase} onHold={hold} onRelease={release} />
      )}

      <CallProblem
        state={state}
        name={name}
        onRetry={call}
        onSeePlans={onSeePlans}
        signInPath={signInPath}
      />

      {open?.notice && (
        <p className="call-page__notice" role="alert">
          {open.notice === 'notHeard'
            ? t('call.notHeard', { name })
            : open.notice === 'tooShort'
              ? t('call.tooShort')
              : t('call.replyFailed', { name })}
        </p>
      )}

      {state.kind === 'ended' && (
        <div className="call-page__ended">
          <h2>{t('call.endedTitle')}</h2>
          <p>{t(endedKey(state.reason), { name })}</p>
          <Link to={chatPath(storyId, characterId)}>{t('call.chatInstead', { name })}</Link>
        </div>
      )}

      <ModeChoice mode={mode} name={name} onChange={setMode} />

      {(open || state.kind === 'ended') && (
        <Captions
          captions={(open ?? (state as Extract<CallState, { kind: 'ended' }>)).captions}
          name={name}
        />
      )}

      {open && open.call.phrases.length > 0 && (
        <details className="call-page__phrases">
          <summary>{t('call.thingsToAsk')}</summary>
          <ul>
            {open.call.phrases.map((phrase) => (
              <li key={phrase}>{phrase}</li>
            ))}
          </ul>
        </details>
      )}

      {answered && answered.creditsPerMinute > 0 && state.kind !== 'ended' && (
        <p className="call-page__cost">{t('call.costs', { count: answered.creditsPerMinute })}</p>
      )}
      <p className="call-page__voice-test">
        <Link to={paths.voiceTest}>{t('call.voiceTest')}</Link>
      </p>
    </section>
  );
}

type T = ReturnType<typeof useCallsT>['t'];

function statusText(state: CallState, name: string, mode: TalkMode, t: T): string {
  if (state.kind === 'connecting') return t('call.calling', { name });
  if (state.kind !== 'inCall') return '';
  switch (state.phase) {
    case 'greeting':
      return t('call.greeting', { name });
    case 'speaking':
      return t('call.speaking', { name });
    case 'thinking':
      return t('call.thinking', { name });
    case 'hearing':
      return mode === 'pushToTalk' ? t('call.letGo') : t('call.hearing');
    case 'listening':
      return mode === 'pushToTalk' ? t('call.waiting') : t('call.listening', { name });
  }
}

function endedKey(reason: Extract<CallState, { kind: 'ended' }>['reason']) {
  switch (reason) {
    case 'hung-up':
      return 'call.ended.hungUp';
    case 'balance':
      return 'call.ended.balance';
    case 'rule':
      return 'call.ended.rule';
    case 'dropped':
      return 'call.ended.dropped';
    case 'lost':
      return 'call.lost';
  }
}

function PhoneIcon() {
  return (
    <svg className="call-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2z"
      />
    </svg>
  );
}
