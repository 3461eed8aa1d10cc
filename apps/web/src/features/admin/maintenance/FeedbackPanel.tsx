import type { FeedbackEntry } from '@storyloom/contracts';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { FEEDBACK_SHOWN, loadFeedback } from '../admin-api';
import { formatUtc } from '../format';
import { useAdminLoad } from '../use-admin-load';

const caption = `The latest ${FEEDBACK_SHOWN} feedback entries, newest first`;

export function FeedbackPanel() {
  const api = useApiClient();
  const { state, reload } = useAdminLoad('feedback', () => loadFeedback(api));

  return (
    <section className="admin-panel" aria-labelledby="admin-feedback-title">
      <div className="admin-panel__head">
        <h3 id="admin-feedback-title">Latest feedback</h3>
        <Button variant="secondary" onClick={reload}>
          Refresh feedback
        </Button>
      </div>
      {state.kind === 'loading' && <Spinner label="Loading feedback..." />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message="No feedback yet." />
        ) : (
          <FeedbackTable entries={state.data} />
        ))}
    </section>
  );
}

function FeedbackTable({ entries }: { entries: FeedbackEntry[] }) {
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Rating</th>
            <th scope="col">Text</th>
            <th scope="col">Page</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <time dateTime={new Date(entry.createdUtcEpoch).toISOString()}>
                  {formatUtc(entry.createdUtcEpoch)}
                </time>
              </th>
              <td>{entry.rating}</td>
              <td className="admin-table__text">
                {entry.text ?? <span className="admin-muted">No text</span>}
              </td>
              <td>{entry.path ?? <span className="admin-muted">Unknown</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
