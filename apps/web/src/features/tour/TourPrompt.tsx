import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useTourT } from './i18n';
import './tour.css';

interface TourPromptProps {
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * Asked once (docs/product.md, "Screens and navigation"). Closing the dialog without an answer
 * counts as 'Not now', so the Settings toggle always tells the truth about whether the tour will
 * show.
 */
export function TourPrompt({ onAccept, onDecline }: TourPromptProps) {
  const { t } = useTourT();
  return (
    <Dialog title={t('prompt.title')} onClose={onDecline} className="tour-prompt">
      <p className="tour-prompt__text">{t('prompt.text')}</p>
      <div className="tour-prompt__actions">
        <Button variant="secondary" onClick={onDecline}>
          {t('prompt.notNow')}
        </Button>
        <Button onClick={onAccept}>{t('prompt.yes')}</Button>
      </div>
    </Dialog>
  );
}
