import { JOB_RUN_STATES, jobRunStateSchema } from '@storyloom/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { loadJobs, type JobFilter } from './jobs-api';
import { JobsTable } from './JobsTable';
import { ErrorGroupsPanel } from './ErrorGroupsPanel';
import { TracesPanel } from './TracesPanel';

const NO_FILTER: JobFilter = { state: '', userId: '' };

/** The latest background jobs (stories, books, songs, audiobooks...), filterable by state and user. */
export function TracingSection() {
  const api = useApiClient();
  const { t } = useAdminT();
  // The Users section links here with ?userId= to open on one account's jobs.
  const [searchParams] = useSearchParams();
  const linked: JobFilter = { state: '', userId: searchParams.get('userId') ?? '' };
  const [draft, setDraft] = useState<JobFilter>(linked);
  const [filter, setFilter] = useState<JobFilter>(linked);
  const { state, reload } = useAdminLoad(`${filter.state}|${filter.userId}`, () =>
    loadJobs(api, filter),
  );

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter({ state: draft.state, userId: draft.userId.trim() });
  }

  function showAll() {
    setDraft(NO_FILTER);
    setFilter(NO_FILTER);
  }

  const filtered = filter.state !== '' || filter.userId !== '';
  return (
    <div className="admin-tools">
      <TracesPanel />
      <ErrorGroupsPanel />
      <h3>{t('tracing.jobsTitle')}</h3>
      <form className="admin-toolbar" role="search" onSubmit={applyFilter}>
        <label className="admin-select">
          <span>{t('tracing.state')}</span>
          <select
            value={draft.state}
            onChange={(event) => {
              const parsed = jobRunStateSchema.safeParse(event.target.value);
              setDraft({ ...draft, state: parsed.success ? parsed.data : '' });
            }}
          >
            <option value="">{t('tracing.anyState')}</option>
            {JOB_RUN_STATES.map((jobState) => (
              <option key={jobState} value={jobState}>
                {t(`tracing.states.${jobState}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('tracing.userId')}
          value={draft.userId}
          onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('tracing.filter')}
        </Button>
        {filtered && (
          <Button variant="secondary" onClick={showAll}>
            {t('tracing.showAll')}
          </Button>
        )}
        <Button variant="secondary" onClick={reload}>
          {t('tracing.refresh')}
        </Button>
      </form>
      {state.kind === 'loading' && <Spinner label={t('tracing.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('tracing.none')} />
        ) : (
          <JobsTable
            jobs={state.data}
            caption={t('tracing.caption', { count: state.data.length })}
          />
        ))}
    </div>
  );
}
