import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { statusOf, userMessageOf } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-client-context';
import { clearChat, sendChatTurn, setupChat } from './chat-api';
import { chatReducer, initialChatState, type TurnFailure } from './chat-state';
import { useChatT } from './i18n';

interface UseChatOptions {
  characterId: string;
  storyId: string;
  /** False while the app still learns who is signed in: asking then would read as a visitor. */
  ready: boolean;
}

function turnFailureOf(error: unknown): TurnFailure {
  const status = statusOf(error);
  if (status === 401) return 'signIn';
  if (status === 429) return 'tooFast';
  return 'failed';
}

/**
 * One conversation with a character: opened (or resumed) once, then a turn at a time, the reply's
 * words shown as they stream in. Leaving the page stops what is still on its way.
 */
export function useChat({ characterId, storyId, ready }: UseChatOptions) {
  const api = useApiClient();
  const { t } = useChatT();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // Bumped by "Try again" and by clearing, to open the conversation once more.
  const [openCount, setOpenCount] = useState(0);
  const turnAbort = useRef<AbortController | null>(null);
  const name = state.kind === 'open' ? state.character.name : '';

  useEffect(() => {
    if (!ready) return;
    const abort = new AbortController();
    dispatch({ type: 'opening' });
    setupChat(api, characterId, storyId, abort.signal).then(
      (conversation) => dispatch({ type: 'opened', conversation }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const status = statusOf(error);
        if (status === 401) dispatch({ type: 'signInNeeded' });
        else
          dispatch({ type: 'openFailed', message: userMessageOf(error), notFound: status === 404 });
      },
    );
    return () => abort.abort();
  }, [api, characterId, storyId, ready, openCount]);

  useEffect(() => () => turnAbort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const userMessage = text.trim();
      if (userMessage === '' || turnAbort.current !== null) return;
      const abort = new AbortController();
      turnAbort.current = abort;
      dispatch({
        type: 'turnStarted',
        text: userMessage,
        announcement: t('page.typing', { name }),
      });
      try {
        await sendChatTurn(
          api,
          { characterId, storyId, userMessage },
          (event) => {
            if (event.type === 'delta') dispatch({ type: 'replyGrew', text: event.text });
            else if (event.type === 'error') dispatch({ type: 'turnFailed', failure: 'failed' });
            else
              dispatch({
                type: 'turnDone',
                childMessage: event.childMessage,
                reply: event.reply,
                suggestions: event.suggestions,
                announcement: t('page.says', { name, text: event.reply.text }),
              });
          },
          abort.signal,
        );
      } catch (error) {
        if (!abort.signal.aborted) dispatch({ type: 'turnFailed', failure: turnFailureOf(error) });
      } finally {
        turnAbort.current = null;
      }
    },
    [api, characterId, storyId, name, t],
  );

  const reopen = useCallback(() => setOpenCount((count) => count + 1), []);

  /** Clears the conversation on the server, then opens a fresh one with its greeting. */
  const clear = useCallback(async () => {
    await clearChat(api, characterId);
    reopen();
  }, [api, characterId, reopen]);

  return { state, send, reopen, clear };
}
