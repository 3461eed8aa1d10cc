import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { loadMonitoring } from './monitoring-api';
import { MonitoringPanels } from './MonitoringPanels';
import { DashboardPanel } from './DashboardPanel';

/** A calm snapshot of the server: process, database, jobs, connections, mail and AI providers. */
export function MonitoringSection() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { state, reload } = useAdminLoad('monitoring', async () => ({
    snapshot: await loadMonitoring(api),
    takenAt: Date.now(),
  }));

  return (
    <div className="admin-tools">
      <DashboardPanel />
      <div className="admin-toolbar">
        <Button variant="secondary" onClick={reload} disabled={state.kind === 'loading'}>
          {t('monitoring.refresh')}
        </Button>
        {state.kind === 'ready' && (
          <p className="admin-muted" aria-live="polite">
            {t('monitoring.takenAt', { time: formatUtc(state.data.takenAt) })}
          </p>
        )}
      </div>
      {state.kind === 'loading' && <Spinner label={t('monitoring.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' && <MonitoringPanels snapshot={state.data.snapshot} />}
    </div>
  );
}
