import { useId } from 'react';
import { SAFETY_EVENT_KINDS, type ChildProfile, type SafetyEvent } from '@storyloom/contracts';
import { Card } from '../../components/ui/Card';
import { useParentsT } from './i18n';

/** The id of a message's place in the transcripts below, which a safety event links to. */
export const messageAnchor = (messageId: string) => `message-${messageId}`;

/** The safety events, newest first, each with what the child wrote and its moment in the chat. */
export function SafetyEventsSection({
  events,
  profiles,
}: {
  events: SafetyEvent[];
  profiles: ChildProfile[];
}) {
  const { t } = useParentsT();
  const titleId = useId();
  const nameOf = (id: string | null) =>
    profiles.find((profile) => profile.id === id)?.name ?? t('events.aChild');
  const kindText = (kind: string) =>
    (SAFETY_EVENT_KINDS as readonly string[]).includes(kind)
      ? t(`events.kinds.${kind as (typeof SAFETY_EVENT_KINDS)[number]}`)
      : t('events.kinds.other');
  return (
    <Card className="parents-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('events.title')}</h2>
      {events.length === 0 ? (
        <p>{t('events.empty')}</p>
      ) : (
        <ul className="safety-events">
          {events.map((event) => (
            <li key={event.id} className="safety-events__item">
              <p className="safety-events__kind">
                <strong>{kindText(event.kind)}</strong>{' '}
                <time dateTime={event.createdAt}>{new Date(event.createdAt).toLocaleString()}</time>
              </p>
              <p>
                {t('events.wrote', {
                  child: nameOf(event.childProfileId),
                  character: event.characterName || t('events.aCharacter'),
                })}{' '}
                <q>{event.message}</q>
              </p>
              {event.messageId ? (
                <a href={`#${messageAnchor(event.messageId)}`}>{t('events.open')}</a>
              ) : (
                <small>{t('events.gone')}</small>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
