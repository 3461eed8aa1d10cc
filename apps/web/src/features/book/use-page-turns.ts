import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How far a finger must travel sideways before a swipe turns the page. */
export const SWIPE_THRESHOLD_PX = 50;

/** Typing in a field must never turn the page under the cursor. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['TEXTAREA', 'INPUT', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Page turning for the book: buttons, ArrowLeft/ArrowRight, and a sideways swipe (pointer
 * events, so mouse, pen and touch alike). A mostly vertical gesture is a scroll, not a turn.
 * `locked` holds the page still (while a page is being edited).
 */
export function usePageTurns(total: number, locked: boolean) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(total - 1, 0));
  const pageRef = useRef<HTMLDivElement>(null);
  const turned = useRef(false);
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);

  // After a page turn the new page is focused and so announced; the first render leaves focus.
  useEffect(() => {
    if (turned.current) pageRef.current?.focus();
  }, [current]);

  function turn(by: number) {
    if (locked) return;
    const next = Math.min(Math.max(current + by, 0), total - 1);
    if (next === current) return;
    turned.current = true;
    setIndex(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (locked || isTyping(event.target)) return;
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else return;
    event.preventDefault();
  }

  const swipeHandlers = {
    onPointerDown(event: PointerEvent) {
      if (locked || isTyping(event.target) || event.button > 0) return;
      swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      // Swiping left brings the next page, as with a paper book.
      turn(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      swipeStart.current = null;
    },
  };

  return { index: current, turn, onKeyDown, swipeHandlers, pageRef };
}
