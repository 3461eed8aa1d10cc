import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';

type FocusTarget = 'first' | 'last';

export interface UseMenu {
  open: boolean;
  /** Closes; focus goes back to the button that opened the menu unless told otherwise. */
  close: (returnFocus?: boolean) => void;
  /** Wraps the buttons and the popup: a press outside it closes the menu. */
  containerRef: RefObject<HTMLDivElement | null>;
  triggerProps: {
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  };
  menuProps: {
    id: string;
    role: 'menu';
    ref: RefObject<HTMLUListElement | null>;
    onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  };
  /** Props for one entry; `onSelect` runs after the menu has closed. */
  itemProps: (onSelect?: () => void) => {
    role: 'menuitem';
    tabIndex: -1;
    onClick: () => void;
  };
}

/**
 * The WAI-ARIA menu-button pattern: Enter, Space or ArrowDown on a button open the menu on its
 * first entry (ArrowUp: last), arrows, Home and End move, Escape closes, and focus returns to
 * the button that opened it. Several buttons may open the same menu (avatar and kebab).
 */
export function useMenu(): UseMenu {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const entries = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) openerRef.current?.focus();
  }, []);

  const openFrom = (opener: HTMLElement, focus: FocusTarget) => {
    openerRef.current = opener;
    pendingFocus.current = focus;
    setOpen(true);
  };

  // Entries exist only once the menu rendered; focus the requested one then.
  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    const items = entries();
    (pendingFocus.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = entries();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return false;
    event.preventDefault();
    items[target]?.focus();
    return true;
  };

  return {
    open,
    close,
    containerRef,
    triggerProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': menuId,
      // Enter and Space on a button arrive here as a click, which the browser synthesises.
      onClick: (event) => (open ? close(false) : openFrom(event.currentTarget, 'first')),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        openFrom(event.currentTarget, event.key === 'ArrowDown' ? 'first' : 'last');
      },
    },
    menuProps: {
      id: menuId,
      role: 'menu',
      ref: menuRef,
      onKeyDown: (event) => {
        if (moveFocus(event)) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        } else if (event.key === 'Tab') {
          // Leaving the menu with Tab closes it and lets focus move on as usual.
          close(false);
        } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
          // Links ignore Space; in a menu every entry answers to it.
          event.preventDefault();
          event.target.click();
        }
      },
    },
    itemProps: (onSelect) => ({
      role: 'menuitem',
      tabIndex: -1,
      onClick: () => {
        close();
        onSelect?.();
      },
    }),
  };
}
