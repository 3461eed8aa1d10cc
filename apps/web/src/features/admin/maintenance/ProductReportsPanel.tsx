import type { ProductReportSummary } from '@storyloom/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { paths } from '../../../config/paths';
import { useApiClient } from '../../../lib/api-client-context';
import { latestReportOf, loadProductReports } from '../admin-api';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { AdminTable } from '../AdminTable';

export function ProductReportsPanel() {
  const api = useApiClient();
  const { state, reload } = useAdminLoad('reports', () => loadProductReports(api));
  const { t } = useAdminT();

  return (
    <section className="admin-panel" aria-labelledby="admin-reports-title">
      <div className="admin-panel__head">
        <h3 id="admin-reports-title">{t('reports.title')}</h3>
        <Button variant="secondary" onClick={reload}>
          {t('reports.refresh')}
        </Button>
      </div>
      {state.kind === 'loading' && <Spinner label={t('reports.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('reports.none')} />
        ) : (
          <ReportsTable reports={state.data} />
        ))}
    </section>
  );
}

function ReportsTable({ reports }: { reports: ProductReportSummary[] }) {
  const { t } = useAdminT();
  const caption = t('reports.caption');
  return (
    <AdminTable
      caption={caption}
      columns={[
        t('reports.product'),
        t('reports.reports'),
        t('reports.reasons'),
        t('reports.lastReported'),
      ]}
    >
      {reports.map((summary) => (
        <tr key={summary.productId}>
          <th scope="row">
            <Link to={`${paths.marketplace}/product/${encodeURIComponent(summary.productId)}`}>
              {summary.title}
            </Link>
            <span className="admin-muted">
              {' '}
              {t('reports.by', { name: summary.creatorName, state: summary.state })}
            </span>
          </th>
          <td>{summary.reportCount}</td>
          <td>
            <ul className="admin-parameters">
              {[...summary.reports]
                .sort((a, b) => b.createdDateTimeUtcEpoch - a.createdDateTimeUtcEpoch)
                .map((report, index) => (
                  <li key={index}>{report.reason}</li>
                ))}
            </ul>
          </td>
          <td>{formatUtc(latestReportOf(summary))}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
