import { Button } from '../../../components/ui/Button';
import { useStoryBookT } from '../book-i18n';

/** Too few credits, said kindly, with the plans one click away when the app offers them. */
export function CreditsNotice({ onSeePlans }: { onSeePlans?: () => void }) {
  const { t } = useStoryBookT();
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
