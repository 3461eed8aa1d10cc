import type { FeedbackEntry } from '@storyloom/contracts';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { FEEDBACK_SHOWN, loadFeedback } from '../admin-api';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { AdminTable } from '../AdminTable';

export function FeedbackPanel() {
  const api = useApiClient();
  const { state, reload } = useAdminLoad('feedback', () => loadFeedback(api));
  const { t } = useAdminT();

  return (
    <section className="admin-panel" aria-labelledby="admin-feedback-title">
      <div className="admin-panel__head">
        <h3 id="admin-feedback-title">{t('feedback.title')}</h3>
        <Button variant="secondary" onClick={reload}>
          {t('feedback.refresh')}
        </Button>
      </div>
      {state.kind === 'loading' && <Spinner label={t('feedback.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('feedback.none')} />
        ) : (
          <FeedbackTable entries={state.data} />
        ))}
    </section>
  );
}

function FeedbackTable({ entries }: { entries: FeedbackEntry[] }) {
  const { t } = useAdminT();
  const caption = t('feedback.caption', { count: FEEDBACK_SHOWN });
  return (
    <AdminTable
      caption={caption}
      columns={[t('time'), t('feedback.rating'), t('feedback.text'), t('feedback.page')]}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <th scope="row">
            <time dateTime={new Date(entry.createdUtcEpoch).toISOString()}>
              {formatUtc(entry.createdUtcEpoch)}
            </time>
          </th>
          <td>{entry.rating}</td>
          <td className="admin-table__text">
            {entry.text ?? <span className="admin-muted">{t('feedback.noText')}</span>}
          </td>
          <td>{entry.path ?? <span className="admin-muted">{t('unknown')}</span>}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
