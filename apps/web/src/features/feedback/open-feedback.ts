/** Fired on window to open the feedback form from anywhere (the mobile menu's 'Feedback'). */
export const OPEN_FEEDBACK_EVENT = 'storyloom:open-feedback';

/**
 * Opens the feedback form. An event rather than a context, so a menu entry can call it without
 * being rendered inside the widget's tree.
 */
export function openFeedback(): void {
  window.dispatchEvent(new Event(OPEN_FEEDBACK_EVENT));
}
