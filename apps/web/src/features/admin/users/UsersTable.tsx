import { planName } from '@storyloom/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { useAdminT } from '../i18n';
import type { UserAction } from './UserActionDialog';
import type { UserRow } from './users-api';
import { AdminTable } from '../AdminTable';

interface UsersTableProps {
  users: UserRow[];
  caption: string;
  onAction: (action: UserAction) => void;
}

/** The Events and Tracing sections read ?userId= to open already filtered on one user. */
const sectionOfUserPath = (section: 'events' | 'tracing', userId: string) =>
  `${paths.admin}/${section}?userId=${encodeURIComponent(userId)}`;

export function UsersTable({ users, caption, onAction }: UsersTableProps) {
  const { t } = useAdminT();
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <AdminTable
      caption={caption}
      columns={[
        t('users.email'),
        t('users.name'),
        t('users.verified'),
        t('users.admin'),
        t('users.plan'),
        t('users.credits'),
        t('users.actions'),
      ]}
    >
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row" className="admin-table__text">
            {user.email}
            <div className="admin-muted">{user.id}</div>
          </th>
          <td>{user.name}</td>
          <td>{yesNo(user.emailVerified)}</td>
          <td>{yesNo(user.admin)}</td>
          <td>{user.plan === null ? t('users.noPlan') : planName(user.plan)}</td>
          <td>{user.creditsAvailable ?? '—'}</td>
          <td>
            <div className="admin-row-actions">
              <Button
                variant="secondary"
                aria-label={t('users.grantOf', { email: user.email })}
                onClick={() => onAction({ kind: 'credits', user })}
              >
                {t('users.grant')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('users.changePlanOf', { email: user.email })}
                onClick={() => onAction({ kind: 'plan', user })}
              >
                {t('users.changePlan')}
              </Button>
              <Link
                to={sectionOfUserPath('events', user.id)}
                aria-label={t('users.eventsOf', { email: user.email })}
              >
                {t('users.events')}
              </Link>
              <Link
                to={sectionOfUserPath('tracing', user.id)}
                aria-label={t('users.jobsOf', { email: user.email })}
              >
                {t('users.jobs')}
              </Link>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
