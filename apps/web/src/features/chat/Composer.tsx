import { CHAT_MESSAGE_MAX_LENGTH } from '@storyloom/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Button } from '../../components/ui/Button';
import { useChatT } from './i18n';

interface ComposerProps {
  name: string;
  sending: boolean;
  onSend: (text: string) => void;
  /** The message box, for the page to bring focus back to it. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The counter shows once a message nears the limit; before that it is only noise. */
const COUNT_SHOWN_FROM = CHAT_MESSAGE_MAX_LENGTH - 100;

/**
 * Where the child writes. Enter sends (Shift+Enter starts a new line). While a reply is on its way
 * the box is read-only rather than disabled, so keyboard focus stays where the child is.
 */
export function Composer({ name, sending, onSend, inputRef }: ComposerProps) {
  const { t } = useChatT();
  const [text, setText] = useState('');
  const countId = useId();
  const empty = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || empty) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method still composing a word uses Enter to pick it.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <textarea
        ref={inputRef}
        className="chat-composer__input"
        rows={2}
        aria-label={t('page.messageLabel', { name })}
        aria-describedby={text.length >= COUNT_SHOWN_FROM ? countId : undefined}
        placeholder={t('page.placeholder')}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        readOnly={sending}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {text.length >= COUNT_SHOWN_FROM && (
        <p id={countId} className="chat-composer__count">
          {t('page.count', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </p>
      )}
      <Button type="submit" className="chat-composer__send" disabled={sending || empty}>
        {sending ? t('page.sending') : t('page.send')}
      </Button>
    </form>
  );
}
