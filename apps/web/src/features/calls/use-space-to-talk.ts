import { useEffect } from 'react';

/**
 * Push-to-talk from the keyboard: the Space bar held is the button held, wherever the focus is
 * (except in a text field), and it never presses the focused button.
 */
export function useSpaceToTalk(active: boolean, hold: () => void, release: () => void) {
  useEffect(() => {
    if (!active) return;
    const typing = (target: EventTarget | null) =>
      target instanceof HTMLElement &&
      (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
      !(target instanceof HTMLInputElement && target.type === 'radio');
    const down = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || typing(event.target)) return;
      event.preventDefault();
      if (!event.repeat) hold();
    };
    const up = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || typing(event.target)) return;
      event.preventDefault();
      release();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [active, hold, release]);
}
