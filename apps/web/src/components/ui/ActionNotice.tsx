import { Button } from './Button';

/**
 * A calm notice with one way forward (too few credits, with the plans a click away). Polite
 * (role status), so a screen reader says it without interrupting; the action is shown only when
 * there is somewhere to go.
 */
export function ActionNotice({
  message,
  actionLabel,
  onAction,
  className = 'story-message story-message--credits',
}: {
  message: string;
  actionLabel: string;
  onAction?: (() => void) | undefined;
  className?: string;
}) {
  return (
    <div className={className} role="status">
      <p>{message}</p>
      {onAction && (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
