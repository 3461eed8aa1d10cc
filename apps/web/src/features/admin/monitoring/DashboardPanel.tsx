import { DASHBOARD_PERIODS, type Dashboard, type DashboardPeriod } from '@storyloom/contracts';
import { useState } from 'react';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { loadDashboard } from '../operations-api';
import { useAdminLoad } from '../use-admin-load';

const PERIODS = Object.keys(DASHBOARD_PERIODS) as DashboardPeriod[];

/** The admin index's first figures over a chosen period (GET /api/DevOps/dashboard). */
export function DashboardPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const [period, setPeriod] = useState<DashboardPeriod>('week');
  const { state, reload } = useAdminLoad(`dashboard|${period}`, () => loadDashboard(api, period));

  return (
    <section className="admin-panel" aria-labelledby="admin-dashboard-title">
      <h3 id="admin-dashboard-title">{t('dashboard.title')}</h3>
      <label className="admin-select">
        <span>{t('dashboard.period')}</span>
        <select
          value={period}
          onChange={(event) => setPeriod(event.target.value as DashboardPeriod)}
        >
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {t(`dashboard.periods.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {state.kind === 'loading' && <Spinner label={t('dashboard.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' && <Figures dashboard={state.data} />}
    </section>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useAdminT();
  const works = Object.entries(dashboard.made.works)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  const rows: [string, string | number][] = [
    [t('dashboard.families'), dashboard.families.total],
    [t('dashboard.newFamilies'), dashboard.families.new],
    [t('dashboard.activeToday'), dashboard.families.activeToday],
    [t('dashboard.activeThisWeek'), dashboard.families.activeThisWeek],
    [t('dashboard.stories'), dashboard.made.stories],
    [t('dashboard.works'), works || 0],
    [t('dashboard.chatTurns'), dashboard.made.chatTurns],
    [t('dashboard.callMinutes'), Math.round(dashboard.made.callMinutes * 10) / 10],
    [t('dashboard.creditsGranted'), dashboard.credits.granted],
    [t('dashboard.creditsSpent'), dashboard.credits.spent],
    [
      t('dashboard.jobs'),
      Object.entries(dashboard.jobs.byState)
        .map(([state, count]) => `${t(`tracing.states.${state}`)} ${count}`)
        .join(', '),
    ],
    [
      t('dashboard.oldestWaiting'),
      dashboard.jobs.oldestWaitingUtcEpoch === null
        ? t('dashboard.noneWaiting')
        : formatUtc(dashboard.jobs.oldestWaitingUtcEpoch),
    ],
    [t('dashboard.errorsReported'), dashboard.errors.reported],
    [t('dashboard.errorRate'), `${(dashboard.errors.rate * 100).toFixed(1)} %`],
    [t('dashboard.liveConnections'), dashboard.liveConnections],
    ...dashboard.providers.map((provider): [string, string] => [
      t(`dashboard.provider.${provider.capability}`),
      t('dashboard.providerFailures', {
        provider: provider.provider,
        count: provider.recentFailures,
      }),
    ]),
  ];
  return (
    <dl className="admin-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
