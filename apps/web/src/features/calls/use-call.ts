import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context';
import { useAudioServices } from './audio/audio-services';
import { CallSession, type TalkMode } from './call-session';
import { callReducer, initialCallState } from './call-state';

/**
 * A call with one character as the page uses it: the state to show and what the buttons do.
 * Leaving the page, or closing the tab, hangs up.
 */
export function useCall({ storyId, characterId }: { storyId: string; characterId: string }) {
  const api = useApiClient();
  const audio = useAudioServices();
  const [state, dispatch] = useReducer(callReducer, initialCallState);
  const [mode, setModeState] = useState<TalkMode>('handsFree');
  const session = useRef<CallSession | null>(null);

  const call = useCallback(() => {
    session.current?.leave();
    const next = new CallSession({ api, audio, storyId, characterId, mode, dispatch });
    session.current = next;
    void next.begin();
  }, [api, audio, storyId, characterId, mode]);

  const setMode = useCallback((next: TalkMode) => {
    setModeState(next);
    session.current?.setMode(next);
  }, []);

  const hangUp = useCallback(() => session.current?.hangUp(), []);
  const hold = useCallback(() => session.current?.hold(), []);
  const release = useCallback(() => session.current?.release(), []);

  useEffect(() => {
    const leave = () => session.current?.leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  return { state, mode, setMode, call, hangUp, hold, release };
}
