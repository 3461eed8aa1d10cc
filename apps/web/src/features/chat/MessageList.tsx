import type { ChatMessage } from '@storyloom/contracts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Turn } from './chat-state';
import { useChatT } from './i18n';

interface MessageListProps {
  name: string;
  messages: ChatMessage[];
  turn: Turn;
}

function Bubble({
  from,
  who,
  children,
}: {
  from: 'child' | 'character';
  who: string;
  children: ReactNode;
}) {
  return (
    <li className={`chat-bubble chat-bubble--${from}`}>
      {/* Who speaks, for screen readers; the bubble's side and colour say it to the eye. */}
      <span className="visually-hidden">{who}: </span>
      {children}
    </li>
  );
}

function TypingDots() {
  return (
    <span className="chat-typing" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

/**
 * The conversation, oldest first, with the turn under way at the end: the child's words, then the
 * reply growing word by word behind a typing indicator. It scrolls itself to the newest words.
 */
export function MessageList({ name, messages, turn }: MessageListProps) {
  const { t } = useChatT();
  const scroller = useRef<HTMLDivElement | null>(null);
  const you = t('page.you');
  const reply = turn.kind === 'sending' ? turn.reply : '';

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, turn.kind, reply]);

  return (
    // Focusable, so the keyboard can scroll back through a long conversation.
    <div
      ref={scroller}
      className="chat-page__messages"
      tabIndex={0}
      role="region"
      aria-label={t('page.conversation', { name })}
    >
      <ol className="chat-page__list">
        {messages.map((message) => (
          <Bubble key={message.id} from={message.role} who={message.role === 'child' ? you : name}>
            {message.text}
          </Bubble>
        ))}
        {turn.kind !== 'idle' && (
          <Bubble from="child" who={you}>
            {turn.text}
          </Bubble>
        )}
        {turn.kind === 'sending' && (
          <Bubble from="character" who={name}>
            {reply}
            <TypingDots />
          </Bubble>
        )}
      </ol>
    </div>
  );
}
