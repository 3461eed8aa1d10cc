import type { MigrationStatus } from '@storyloom/contracts';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { loadMigrations } from './migrations-api';
import { AdminTable } from '../AdminTable';
import { BackfillPanel } from './BackfillPanel';

/** The committed database migrations and whether each is applied. Read-only by design. */
export function MigrationsSection() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { state, reload } = useAdminLoad('migrations', () => loadMigrations(api));

  return (
    <div className="admin-tools">
      <BackfillPanel />
      <div className="admin-toolbar">
        <p>{t('migrations.lead')}</p>
        <Button variant="secondary" onClick={reload}>
          {t('migrations.refresh')}
        </Button>
      </div>
      {state.kind === 'loading' && <Spinner label={t('migrations.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('migrations.none')} />
        ) : (
          <MigrationsTable migrations={state.data} />
        ))}
    </div>
  );
}

function MigrationsTable({ migrations }: { migrations: MigrationStatus[] }) {
  const { t } = useAdminT();
  const pending = migrations.filter((migration) => !migration.applied).length;
  const caption = t('migrations.caption', {
    count: migrations.length,
    applied: migrations.length - pending,
  });
  return (
    <>
      <p className="admin-result">
        {pending === 0
          ? t('migrations.allApplied')
          : t('migrations.somePending', { count: pending })}
      </p>
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <AdminTable
        caption={caption}
        columns={[
          t('migrations.number'),
          t('migrations.tag'),
          t('migrations.created'),
          t('migrations.applied'),
        ]}
      >
        {migrations.map((migration) => (
          <tr key={migration.tag}>
            <td>{String(migration.index).padStart(4, '0')}</td>
            <th scope="row">{migration.tag}</th>
            <td>
              <time dateTime={new Date(migration.createdUtcEpoch).toISOString()}>
                {formatUtc(migration.createdUtcEpoch)}
              </time>
            </td>
            <td>
              <span
                className={`admin-state admin-state--${migration.applied ? 'completed' : 'queued'}`}
              >
                {migration.applied ? t('yes') : t('migrations.pending')}
              </span>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
