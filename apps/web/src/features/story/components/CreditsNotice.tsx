import { Button } from '../../../components/ui/Button';

/** Too few credits, said kindly, with the plans one click away when the app offers them. */
export function CreditsNotice({ onSeePlans }: { onSeePlans?: () => void }) {
  return (
    <div className="story-message story-message--credits" role="status">
      <p>
        You need a few more credits for this story. Your draft is saved, so you can pick up right
        here once you have them.
      </p>
      {onSeePlans && (
        <Button variant="secondary" onClick={onSeePlans}>
          See Pricing &amp; Plans
        </Button>
      )}
    </div>
  );
}
