import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { loadSystemEvents } from '../admin-api';
import { useAdminLoad } from '../use-admin-load';
import { EventsTable } from './EventsTable';

/** The latest system events, optionally only one user's or visitor's. */
export function EventsSection() {
  const api = useApiClient();
  const [draft, setDraft] = useState('');
  const [userId, setUserId] = useState('');
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
          label="User or visitor id"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
        {userId !== '' && (
          <Button variant="secondary" onClick={showAll}>
            Show all
          </Button>
        )}
        <Button variant="secondary" onClick={reload}>
          Refresh
        </Button>
      </form>
      {state.kind === 'loading' && <Spinner label="Loading events..." />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={userId === '' ? 'No events yet.' : `No events for ${userId}.`} />
        ) : (
          <EventsTable
            events={state.data}
            caption={
              userId === ''
                ? `${latestCount(state.data.length)}, newest first`
                : `${latestCount(state.data.length)} of ${userId}, newest first`
            }
          />
        ))}
    </div>
  );
}

function latestCount(count: number): string {
  return count === 1 ? 'The latest event' : `The latest ${count} events`;
}
