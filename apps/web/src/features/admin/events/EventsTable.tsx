import type { SystemEvent } from '@storyloom/contracts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../i18n';
import { eventTypeName, formatUtc } from '../format';
import { AdminTable } from '../AdminTable';

interface EventsTableProps {
  events: SystemEvent[];
  caption: string;
}

export function EventsTable({ events, caption }: EventsTableProps) {
  const { t } = useAdminT();
  return (
    <AdminTable
      caption={caption}
      columns={[t('time'), t('events.type'), t('events.who'), t('events.parameters')]}
    >
      {events.map((event) => (
        <tr key={event.id}>
          <th scope="row">
            <time dateTime={new Date(event.UtcTimeEpoch).toISOString()}>
              {formatUtc(event.UtcTimeEpoch)}
            </time>
          </th>
          <td>{eventTypeName(event.EventType, t)}</td>
          <td>{whoOf(event, t)}</td>
          <td>
            <Parameters event={event} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function whoOf(event: SystemEvent, t: TFunction): string {
  if (event.UserId === null) return t('unknown');
  return t(event.SignedIn ? 'events.user' : 'events.visitor', { id: event.UserId });
}

function Parameters({ event }: { event: SystemEvent }) {
  const { t } = useAdminT();
  const values = [event.PrimaryParameter, event.SecondaryParameter, event.TertiaryParameter].filter(
    (value): value is string => value !== undefined && value !== '',
  );
  if (values.length === 0) return <span className="admin-muted">{t('events.none_params')}</span>;
  return (
    <ul className="admin-parameters">
      {values.map((value, index) => (
        <li key={index}>{value}</li>
      ))}
    </ul>
  );
}
