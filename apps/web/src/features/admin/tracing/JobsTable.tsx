import type { AdminJobRun } from '@storyloom/contracts';
import type { TFunction } from 'i18next';
import { formatUtc } from '../format';
import { formatDuration } from '../format-measures';
import { useAdminT } from '../i18n';
import { AdminTable } from '../AdminTable';

interface JobsTableProps {
  jobs: AdminJobRun[];
  caption: string;
}

export function JobsTable({ jobs, caption }: JobsTableProps) {
  const { t } = useAdminT();
  return (
    <AdminTable
      caption={caption}
      columns={[
        t('tracing.created'),
        t('tracing.name'),
        t('tracing.state'),
        t('tracing.attempt'),
        t('tracing.progress'),
        t('tracing.started'),
        t('tracing.finished'),
        t('tracing.duration'),
        t('tracing.error'),
      ]}
    >
      {jobs.map((job) => (
        <tr key={job.id}>
          <th scope="row">
            <Time epoch={job.createdUtcEpoch} t={t} />
          </th>
          <td>
            {job.name}
            {job.userId !== null && (
              <div className="admin-muted">{t('tracing.ofUser', { userId: job.userId })}</div>
            )}
          </td>
          <td>
            <span className={`admin-state admin-state--${job.state}`}>
              {t(`tracing.states.${job.state}`)}
            </span>
          </td>
          <td>{t('tracing.attemptOf', { attempts: job.attempts, max: job.maxAttempts })}</td>
          <td>
            {job.progress}%{job.stage !== null && ` · ${job.stage}`}
          </td>
          <td>
            <Time epoch={job.startedUtcEpoch} t={t} />
          </td>
          <td>
            <Time epoch={job.finishedUtcEpoch} t={t} />
          </td>
          <td>{job.durationMs === null ? '—' : formatDuration(job.durationMs)}</td>
          <td className="admin-table__text">
            {job.error ?? <span className="admin-muted">{t('tracing.noError')}</span>}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function Time({ epoch, t }: { epoch: number | null; t: TFunction }) {
  if (epoch === null) return <span className="admin-muted">{t('tracing.notYet')}</span>;
  return <time dateTime={new Date(epoch).toISOString()}>{formatUtc(epoch)}</time>;
}
