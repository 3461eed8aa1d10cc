import { Button } from '../../../components/ui/Button';
import { useApiClient } from '../../../lib/api-client-context';
import { useAdminT } from '../i18n';
import { useAction } from '../maintenance/OperatorActionsPanel';
import { backfillEmailDomains } from '../operations-api';

/** Fills subscriptions' e-mail domain, 5000 per click, until it says it is done. */
export function BackfillPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { running, run, view } = useAction();
  return (
    <section className="admin-panel" aria-labelledby="admin-backfill-title">
      <h3 id="admin-backfill-title">{t('backfill.title')}</h3>
      <p>{t('backfill.lead')}</p>
      <Button
        disabled={running}
        onClick={() =>
          run(async () => {
            const result = await backfillEmailDomains(api);
            return t(result.done ? 'backfill.done' : 'backfill.more', {
              scanned: result.scanned,
              changed: result.changed,
            });
          })
        }
      >
        {t('backfill.run')}
      </Button>
      {view}
    </section>
  );
}
