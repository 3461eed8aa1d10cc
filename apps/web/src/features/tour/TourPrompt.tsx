import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import './tour.css';

interface TourPromptProps {
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * Asked once (spec section 2). Closing the dialog without an answer counts as 'Not now', so
 * the Settings toggle always tells the truth about whether the tour will show.
 */
export function TourPrompt({ onAccept, onDecline }: TourPromptProps) {
  return (
    <Dialog title="Would you like a quick guided tour?" onClose={onDecline} className="tour-prompt">
      <p className="tour-prompt__text">
        A few short tips show you around. You can turn the tour on or off in Settings, and bring it
        back any time from the Help page.
      </p>
      <div className="tour-prompt__actions">
        <Button variant="secondary" onClick={onDecline}>
          Not now
        </Button>
        <Button onClick={onAccept}>Yes, show me</Button>
      </div>
    </Dialog>
  );
}
