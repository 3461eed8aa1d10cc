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
import { useAdminLoad } from '../use-admin-load';

const caption = 'Reported products, most recently reported first';

export function ProductReportsPanel() {
  const api = useApiClient();
  const { state, reload } = useAdminLoad('reports', () => loadProductReports(api));

  return (
    <section className="admin-panel" aria-labelledby="admin-reports-title">
      <div className="admin-panel__head">
        <h3 id="admin-reports-title">Reported products</h3>
        <Button variant="secondary" onClick={reload}>
          Refresh reports
        </Button>
      </div>
      {state.kind === 'loading' && <Spinner label="Loading reports..." />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message="No product has been reported." />
        ) : (
          <ReportsTable reports={state.data} />
        ))}
    </section>
  );
}

function ReportsTable({ reports }: { reports: ProductReportSummary[] }) {
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Reports</th>
            <th scope="col">Reasons</th>
            <th scope="col">Last reported</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((summary) => (
            <tr key={summary.productId}>
              <th scope="row">
                <Link to={`${paths.marketplace}/product/${encodeURIComponent(summary.productId)}`}>
                  {summary.title}
                </Link>
                <span className="admin-muted">
                  {' '}
                  by {summary.creatorName} ({summary.state})
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
        </tbody>
      </table>
    </div>
  );
}
