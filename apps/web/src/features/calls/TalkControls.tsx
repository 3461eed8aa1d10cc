import type { PointerEvent } from 'react';
import type { Phase } from './call-state';
import { useCallsT } from './i18n';

interface TalkControlsProps {
  phase: Phase;
  onHold: () => void;
  onRelease: () => void;
}

/**
 * Push-to-talk: held with a finger or the mouse (the Space bar does the same from anywhere on
 * the page). Usable only on the child's turn.
 */
export function TalkControls({ phase, onHold, onRelease }: TalkControlsProps) {
  const { t } = useCallsT();
  const holding = phase === 'hearing';
  const yourTurn = phase === 'listening' || holding;
  const down = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keeps the release coming here even if the finger slides off the button.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onHold();
  };
  return (
    <button
      type="button"
      className="talk-button"
      aria-pressed={holding}
      aria-disabled={!yourTurn}
      onPointerDown={down}
      onPointerUp={onRelease}
      onPointerCancel={onRelease}
      // A long press would open the phone's menu instead of talking.
      onContextMenu={(event) => event.preventDefault()}
    >
      {holding ? t('call.letGo') : t('call.holdToTalk')}
    </button>
  );
}
