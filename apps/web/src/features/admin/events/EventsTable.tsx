import type { SystemEvent } from '@storyloom/contracts';
import type { TFunction } from 'i18next';
import { useAdminT } from '../i18n';
import { eventTypeName, formatUtc } from '../format';

interface EventsTableProps {
  events: SystemEvent[];
  caption: string;
}

export function EventsTable({ events, caption }: EventsTableProps) {
  const { t } = useAdminT();
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('events.type')}</th>
            <th scope="col">{t('events.who')}</th>
            <th scope="col">{t('events.parameters')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
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
