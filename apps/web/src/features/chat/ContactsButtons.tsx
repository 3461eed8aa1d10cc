import type { ReactNode } from 'react';
import { useChatNavT } from './nav-i18n';
import './contacts-buttons.css';

interface OpenerProps {
  onOpen: () => void;
  /** Whether the Contacts dialog is open, for aria-expanded. */
  expanded: boolean;
}

function SpeechBubbles() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 5h11a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M19 9h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-1v3l-4-3h-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A handset beside a bubble: chat and call, told apart from the top bar's bubbles on a phone. */
function HandsetAndBubble() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6.5 3.5 9 6.8 7.4 8.6a10 10 0 0 0 4 4l1.8-1.6 3.3 2.5-1.6 2.6c-5.7-.4-10.1-4.8-10.5-10.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M14 3h6a1.5 1.5 0 0 1 1.5 1.5v3.5A1.5 1.5 0 0 1 20 9.5h-2.5L15 11.5v-2h-1a1.5 1.5 0 0 1-1.5-1.5V4.5A1.5 1.5 0 0 1 14 3z"
        fill="currentColor"
      />
    </svg>
  );
}

interface ContactsOpenerProps extends OpenerProps {
  className: string;
  icon: ReactNode;
  label: string;
  tourTarget?: string;
}

function ContactsOpener({
  onOpen,
  expanded,
  className,
  icon,
  label,
  tourTarget,
}: ContactsOpenerProps) {
  return (
    <button
      type="button"
      className={`contacts-opener ${className}`}
      data-tour={tourTarget}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      {icon}
      <span className="contacts-opener__label">{label}</span>
    </button>
  );
}

/** The top bar's chat/contacts button (docs/product.md, "Top bar and menus"); the tour points at it. */
export function ContactsButton(props: OpenerProps) {
  const { t } = useChatNavT();
  return (
    <ContactsOpener
      {...props}
      className="contacts-button"
      icon={<SpeechBubbles />}
      label={t('contacts')}
      tourTarget="chat-nav"
    />
  );
}

/** The credits bar's Chat & Call button: it opens the same Contacts dialog (reading 20). */
export function ChatAndCallButton(props: OpenerProps) {
  const { t } = useChatNavT();
  return (
    <ContactsOpener
      {...props}
      className="chat-and-call"
      icon={<HandsetAndBubble />}
      label={t('chatAndCall')}
    />
  );
}
