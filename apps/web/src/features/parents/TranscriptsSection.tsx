import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ChildProfile, SafetyEvent, Transcript } from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { userMessageOf } from '../../lib/api-client';
import { useParentsT } from './i18n';
import { SelectField } from './SelectField';
import { useParentsApi } from './parents-api-context';
import { messageAnchor } from './SafetyEventsSection';

type Query = { childProfileId?: string; q?: string };

/** The children's chats: one child's or all, searched, each deletable. */
export function TranscriptsSection({
  profiles,
  events,
}: {
  profiles: ChildProfile[];
  events: SafetyEvent[];
}) {
  const { t } = useParentsT();
  const api = useParentsApi();
  const titleId = useId();
  const [query, setQuery] = useState<Query>({});
  const [child, setChild] = useState('');
  const [search, setSearch] = useState('');
  const [transcripts, setTranscripts] = useState<Transcript[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.transcripts(query).then(
      (found) => current && setTranscripts(found),
      (failure: unknown) => current && setError(userMessageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, query]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setQuery({ childProfileId: child || undefined, q: search.trim() || undefined });
  }

  async function remove(conversationId: string) {
    try {
      await api.deleteTranscript(conversationId);
      setTranscripts(
        (list) => list?.filter((item) => item.conversationId !== conversationId) ?? null,
      );
      setNotice(t('transcripts.deleted'));
    } catch (failure) {
      setError(userMessageOf(failure));
    }
  }

  // Only the children's chats: the parent's own are on the chat pages.
  const shown = (transcripts ?? []).filter((transcript) => transcript.childProfileId !== null);
  const nameOf = (id: string | null) => profiles.find((profile) => profile.id === id)?.name ?? '';
  const flagged = new Set(events.map((event) => event.messageId));

  return (
    <Card className="parents-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('transcripts.title')}</h2>
      <form className="parents-row parents-search" role="search" onSubmit={submit}>
        <SelectField
          label={t('transcripts.child')}
          value={child}
          onChange={(event) => setChild(event.target.value)}
        >
          <option value="">{t('transcripts.everyone')}</option>
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('transcripts.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('transcripts.searchButton')}
        </Button>
      </form>
      {error && (
        <p className="parents-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="parents-notice" role="status">
          {notice}
        </p>
      )}
      {transcripts !== null && shown.length === 0 && (
        <p>{query.q ? t('transcripts.noMatch', { q: query.q }) : t('transcripts.empty')}</p>
      )}
      {shown.map((transcript) => {
        const heading = t('transcripts.with', {
          child: nameOf(transcript.childProfileId),
          character: transcript.characterName,
        });
        return (
          <article key={transcript.conversationId} className="transcript" aria-label={heading}>
            <h3>{heading}</h3>
            <ol className="transcript__messages">
              {transcript.messages.map((message) => (
                <li
                  key={message.id}
                  id={messageAnchor(message.id)}
                  tabIndex={-1}
                  className={
                    flagged.has(message.id)
                      ? 'transcript__message transcript__message--flagged'
                      : 'transcript__message'
                  }
                >
                  <span className="transcript__speaker">
                    {message.role === 'child'
                      ? nameOf(transcript.childProfileId) || t('transcripts.you')
                      : transcript.characterName}
                    {flagged.has(message.id) && ` · ${t('transcripts.flagged')}`}
                  </span>{' '}
                  {message.text}
                </li>
              ))}
            </ol>
            <Button variant="secondary" onClick={() => void remove(transcript.conversationId)}>
              {t('transcripts.delete')}
            </Button>
          </article>
        );
      })}
    </Card>
  );
}
