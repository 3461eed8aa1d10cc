import { JOB_RUN_STATES, type Monitoring } from '@storyloom/contracts';
import type { ReactNode } from 'react';
import { formatBytes, formatDuration } from '../format-measures';
import { useAdminT } from '../i18n';

const AI_KINDS = ['text', 'image', 'speech', 'music'] as const;

export function MonitoringPanels({ snapshot }: { snapshot: Monitoring }) {
  const { t } = useAdminT();
  return (
    <div className="admin-dashboard">
      <Panel id="admin-monitoring-process" title={t('monitoring.process')}>
        <Fact label={t('monitoring.uptime')}>{formatDuration(snapshot.uptimeSeconds * 1000)}</Fact>
        <Fact label={t('monitoring.rss')}>{formatBytes(snapshot.memory.rssBytes)}</Fact>
        <Fact label={t('monitoring.heapUsed')}>{formatBytes(snapshot.memory.heapUsedBytes)}</Fact>
        <Fact label={t('monitoring.node')}>{snapshot.nodeVersion}</Fact>
        <Fact label={t('monitoring.appVersion')}>{snapshot.appVersion}</Fact>
      </Panel>
      <Panel id="admin-monitoring-database" title={t('monitoring.database')}>
        <Fact label={t('monitoring.databaseKind')}>
          {t(`monitoring.kinds.${snapshot.database.kind}`)}
        </Fact>
        <Fact label={t('monitoring.roundTrip')}>{`${snapshot.database.roundTripMs} ms`}</Fact>
      </Panel>
      <Panel id="admin-monitoring-jobs" title={t('monitoring.jobs')}>
        {JOB_RUN_STATES.map((state) => (
          <Fact key={state} label={t(`tracing.states.${state}`)}>
            {snapshot.jobsLast24h[state] ?? 0}
          </Fact>
        ))}
      </Panel>
      <Panel id="admin-monitoring-connections" title={t('monitoring.connections')}>
        <Fact label={t('monitoring.live')}>{snapshot.liveConnections}</Fact>
        <Fact label={t('monitoring.mail')}>{t(`monitoring.mailModes.${snapshot.mail}`)}</Fact>
      </Panel>
      <Panel id="admin-monitoring-ai" title={t('monitoring.ai')}>
        {AI_KINDS.map((kind) => (
          <Fact key={kind} label={t(`monitoring.aiKinds.${kind}`)}>
            {snapshot.aiProviders[kind]}
          </Fact>
        ))}
      </Panel>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className="admin-facts">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
