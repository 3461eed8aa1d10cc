import type { SystemEvent } from '@storyloom/contracts';
import { eventTypeName, formatUtc } from '../format';

interface EventsTableProps {
  events: SystemEvent[];
  caption: string;
}

export function EventsTable({ events, caption }: EventsTableProps) {
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Type</th>
            <th scope="col">User or visitor</th>
            <th scope="col">Parameters</th>
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
              <td>{eventTypeName(event.EventType)}</td>
              <td>{whoOf(event)}</td>
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

function whoOf(event: SystemEvent): string {
  if (event.UserId === null) return 'Unknown';
  return event.SignedIn ? `User ${event.UserId}` : `Visitor ${event.UserId}`;
}

function Parameters({ event }: { event: SystemEvent }) {
  const values = [event.PrimaryParameter, event.SecondaryParameter, event.TertiaryParameter].filter(
    (value): value is string => value !== undefined && value !== '',
  );
  if (values.length === 0) return <span className="admin-muted">None</span>;
  return (
    <ul className="admin-parameters">
      {values.map((value, index) => (
        <li key={index}>{value}</li>
      ))}
    </ul>
  );
}
