import { ActionNotice } from '../../components/ui/ActionNotice';
import { useWorksT } from './i18n';

/** Too few credits for a work, said kindly, with the plans one click away when the app offers them. */
export function CreditsNotice({ onSeePlans }: { onSeePlans?: () => void }) {
  const { t } = useWorksT();
  return (
    <ActionNotice
      message={t('credits.needMore')}
      actionLabel={t('credits.seePlans')}
      onAction={onSeePlans}
    />
  );
}
