import type { TraceSpan } from '@storyloom/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { loadTrace, loadTraces, type TraceSearch } from '../operations-api';
import { useAdminLoad } from '../use-admin-load';

type Search = {
  userId: string;
  feature: string;
  status: '' | 'ok' | 'error';
  minDurationMs: string;
};
const NO_SEARCH: Search = { userId: '', feature: '', status: '', minDurationMs: '' };

const queryOf = (search: Search): TraceSearch => ({
  userId: search.userId.trim() || undefined,
  feature: search.feature.trim() || undefined,
  status: search.status || undefined,
  minDurationMs: search.minDurationMs === '' ? undefined : Number(search.minDurationMs),
});

/** Traces of requests and the jobs and calls they caused, searchable; one opens as a tree. */
export function TracesPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const [draft, setDraft] = useState<Search>(NO_SEARCH);
  const [search, setSearch] = useState<Search>(NO_SEARCH);
  const [opened, setOpened] = useState<string | null>(null);
  const { state, reload } = useAdminLoad(JSON.stringify(search), () =>
    loadTraces(api, queryOf(search)),
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(draft);
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-traces-title">
      <h3 id="admin-traces-title">{t('traces.title')}</h3>
      <form className="admin-toolbar" role="search" onSubmit={apply}>
        <TextField
          label={t('traces.userId')}
          value={draft.userId}
          onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
          autoComplete="off"
        />
        <TextField
          label={t('traces.feature')}
          value={draft.feature}
          onChange={(event) => setDraft({ ...draft, feature: event.target.value })}
          autoComplete="off"
        />
        <label className="admin-select">
          <span>{t('traces.status')}</span>
          <select
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.target.value as Search['status'] })
            }
          >
            <option value="">{t('traces.anyStatus')}</option>
            <option value="ok">{t('traces.ok')}</option>
            <option value="error">{t('traces.error')}</option>
          </select>
        </label>
        <TextField
          label={t('traces.minDuration')}
          type="number"
          min={0}
          value={draft.minDurationMs}
          onChange={(event) => setDraft({ ...draft, minDurationMs: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {t('traces.search')}
        </Button>
        <Button variant="secondary" onClick={reload}>
          {t('traces.refresh')}
        </Button>
      </form>
      {state.kind === 'loading' && <Spinner label={t('traces.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('traces.none')} />
        ) : (
          <ul className="admin-traces">
            {state.data.map((trace) => (
              <li key={trace.traceId}>
                <Button
                  variant="secondary"
                  aria-expanded={opened === trace.traceId}
                  onClick={() => setOpened(opened === trace.traceId ? null : trace.traceId)}
                >
                  {trace.name}
                </Button>{' '}
                <span className={trace.status === 'error' ? 'admin-bad' : 'admin-muted'}>
                  {t(`traces.${trace.status}`)} · {Math.round(trace.durationMs)} ms ·{' '}
                  {t('traces.spans', { count: trace.spanCount })} ·{' '}
                  {formatUtc(trace.startedUtcEpoch)}
                  {trace.userId ? ` · ${trace.userId}` : ''}
                </span>
                {opened === trace.traceId && <TraceTree traceId={trace.traceId} />}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function TraceTree({ traceId }: { traceId: string }) {
  const api = useApiClient();
  const { t } = useAdminT();
  const { state, reload } = useAdminLoad(traceId, () => loadTrace(api, traceId));
  if (state.kind === 'loading') return <Spinner label={t('traces.loadingTree')} />;
  if (state.kind === 'failed') return <ErrorBox message={state.message} onRetry={reload} />;
  const { spans } = state.data;
  const ids = new Set(spans.map((span) => span.spanId));
  const children = (parent: string | null) =>
    spans.filter((span) =>
      parent === null
        ? span.parentSpanId === null || !ids.has(span.parentSpanId)
        : span.parentSpanId === parent,
    );
  const branch = (list: TraceSpan[]) => (
    <ul>
      {list.map((span) => (
        <li key={span.spanId}>
          <span className={span.status === 'error' ? 'admin-bad' : undefined}>
            {span.name} · {span.category} · {span.durationMs.toFixed(1)} ms
            {span.statusMessage ? ` · ${span.statusMessage}` : ''}
          </span>
          {span.attachments.map((attachment) => (
            <a key={attachment.id} href={attachment.url} className="admin-attachment">
              {attachment.fileName}
            </a>
          ))}
          {children(span.spanId).length > 0 && branch(children(span.spanId))}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="admin-trace-tree" aria-label={t('traces.tree')}>
      {branch(children(null))}
    </div>
  );
}
