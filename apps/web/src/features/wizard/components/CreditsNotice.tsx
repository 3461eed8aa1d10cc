import { Button } from '../../../components/ui/Button';
import { useStoryReadyT } from '../ready-i18n';

/** Too few credits, said kindly, with the plans one click away when the app offers them. */
export function CreditsNotice({ onSeePlans }: { onSeePlans?: () => void }) {
  const { t } = useStoryReadyT();
  return (
    <div className="story-message story-message--credits" role="status">
      <p>{t('credits.needMore')}</p>
      {onSeePlans && (
        <Button variant="secondary" onClick={onSeePlans}>
          {t('credits.seePlans')}
        </Button>
      )}
    </div>
  );
}
