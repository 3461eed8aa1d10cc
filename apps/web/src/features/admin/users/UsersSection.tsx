import type { Subscription } from '@storyloom/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { UserActionDialog, type UserAction } from './UserActionDialog';
import { searchUsers, USERS_SHOWN, type UserRow } from './users-api';
import { UsersTable } from './UsersTable';

/** Finds accounts and, for one of them, grants credits or changes the plan. */
export function UsersSection() {
  const api = useApiClient();
  const { t } = useAdminT();
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState('');
  const { state, reload } = useAdminLoad(filter, () => searchUsers(api, filter));
  // Balances after an action here, so the row shows them without searching again.
  const [updated, setUpdated] = useState<Record<string, Subscription>>({});
  const [action, setAction] = useState<UserAction | null>(null);
  const [outcome, setOutcome] = useState('');

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome('');
    setUpdated({});
    setFilter(draft.trim());
  }

  function refresh() {
    setOutcome('');
    setUpdated({});
    reload();
  }

  function showAll() {
    setUpdated({});
    setDraft('');
    setFilter('');
  }

  function done(user: UserRow, subscription: Subscription, message: string) {
    setUpdated((current) => ({ ...current, [user.id]: subscription }));
    setOutcome(message);
    setAction(null);
  }

  const rows = (users: UserRow[]): UserRow[] =>
    users.map((user) => {
      const after = updated[user.id];
      return after ? { ...user, plan: after.plan, creditsAvailable: after.creditsAvailable } : user;
    });

  return (
    <div className="admin-tools">
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <TextField
          label={t('users.search')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('users.searchButton')}
        </Button>
        {filter !== '' && (
          <Button variant="secondary" onClick={showAll}>
            {t('users.showAll')}
          </Button>
        )}
        <Button variant="secondary" onClick={refresh}>
          {t('users.refresh')}
        </Button>
      </form>
      {/* Announced when it changes, so a screen-reader user hears how the action went. */}
      <div aria-live="polite">{outcome !== '' && <p className="admin-result">{outcome}</p>}</div>
      {state.kind === 'loading' && <Spinner label={t('users.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage
            message={filter === '' ? t('users.none') : t('users.noneFor', { filter })}
          />
        ) : (
          <UsersTable
            users={rows(state.data)}
            caption={t('users.caption', { count: state.data.length, max: USERS_SHOWN })}
            onAction={setAction}
          />
        ))}
      {action && <UserActionDialog action={action} onClose={() => setAction(null)} onDone={done} />}
    </div>
  );
}
