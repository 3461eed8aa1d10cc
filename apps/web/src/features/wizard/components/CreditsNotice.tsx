import { ActionNotice } from '../../../components/ui/ActionNotice';
import { useStoryReadyT } from '../ready-i18n';

/** Too few credits, said kindly, with the plans one click away when the app offers them. */
export function CreditsNotice({ onSeePlans }: { onSeePlans?: () => void }) {
  const { t } = useStoryReadyT();
  return (
    <ActionNotice
      message={t('credits.needMore')}
      actionLabel={t('credits.seePlans')}
      onAction={onSeePlans}
    />
  );
}
