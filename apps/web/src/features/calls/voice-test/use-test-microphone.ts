import { useCallback, useEffect, useRef, useState } from 'react';
import { useAudioServices } from '../audio/audio-services';
import { MicrophoneError, type Microphone, type MicrophoneProblem } from '../audio/microphone';

export type TestMicrophone =
  | { kind: 'closed' }
  | { kind: 'opening' }
  | { kind: 'open'; microphone: Microphone }
  | { kind: 'failed'; problem: MicrophoneProblem };

/**
 * The voice test's one microphone, shared by its checks: opened by the first check that needs it
 * (from a click), let go when the page closes or the visitor stops it.
 */
export function useTestMicrophone() {
  const audio = useAudioServices();
  const [state, setState] = useState<TestMicrophone>({ kind: 'closed' });
  const held = useRef<{ context: AudioContext; microphone: Microphone } | null>(null);
  const opening = useRef<Promise<Microphone | null> | null>(null);

  const close = useCallback(() => {
    held.current?.microphone.close();
    void held.current?.context.close().catch(() => undefined);
    held.current = null;
    opening.current = null;
    setState({ kind: 'closed' });
  }, []);

  /** The open microphone, opening it first if need be; null when it cannot be opened. */
  const open = useCallback((): Promise<Microphone | null> => {
    if (held.current) return Promise.resolve(held.current.microphone);
    if (opening.current) return opening.current;
    const context = audio.createContext();
    if (!context) {
      setState({ kind: 'failed', problem: 'unsupported' });
      return Promise.resolve(null);
    }
    setState({ kind: 'opening' });
    opening.current = audio.openMicrophone(context).then(
      (microphone) => {
        held.current = { context, microphone };
        setState({ kind: 'open', microphone });
        return microphone;
      },
      (error: unknown) => {
        void context.close().catch(() => undefined);
        opening.current = null;
        const problem = error instanceof MicrophoneError ? error.problem : 'failed';
        setState({ kind: 'failed', problem });
        return null;
      },
    );
    return opening.current;
  }, [audio]);

  useEffect(() => close, [close]);

  return { state, open, close };
}
