import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { loadSystemEvents } from '../admin-api';
import { useAdminLoad } from '../use-admin-load';
import { useAdminT } from '../i18n';
import { EventsTable } from './EventsTable';

/** The latest system events, optionally only one user's or visitor's. */
export function EventsSection() {
  const api = useApiClient();
  const { t } = useAdminT();
  // The Users section links here with ?userId= to open on one account's events.
  const [searchParams] = useSearchParams();
  const linkedUserId = searchParams.get('userId') ?? '';
  const [draft, setDraft] = useState(linkedUserId);
  const [userId, setUserId] = useState(linkedUserId);
  const { state, reload } = useAdminLoad(userId, () =>
    loadSystemEvents(api, userId === '' ? undefined : userId),
  );

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUserId(draft.trim());
  }

  function showAll() {
    setDraft('');
    setUserId('');
  }

  return (
    <div className="admin-tools">
      <form className="admin-toolbar" role="search" onSubmit={applyFilter}>
        <TextField
          label={t('events.userOrVisitorId')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('events.filter')}
        </Button>
        {userId !== '' && (
          <Button variant="secondary" onClick={showAll}>
            {t('events.showAll')}
          </Button>
        )}
        <Button variant="secondary" onClick={reload}>
          {t('events.refresh')}
        </Button>
      </form>
      {state.kind === 'loading' && <Spinner label={t('events.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage
            message={userId === '' ? t('events.none') : t('events.noneFor', { userId })}
          />
        ) : (
          <EventsTable
            events={state.data}
            caption={
              userId === ''
                ? t('events.latest', { count: state.data.length })
                : t('events.latestOf', { count: state.data.length, userId })
            }
          />
        ))}
    </div>
  );
}
