import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { userMessageOf } from '../../../lib/api-client';
import { useAdminT } from '../i18n';
import { useAdminLoad } from '../use-admin-load';
import { createCampaign, loadOwnToldStories } from './campaigns-api';

/** A date field's value as the start (or end) of that day in UTC; empty is none. */
const dayOf = (value: string): number | null => (value ? Date.parse(`${value}T00:00:00Z`) : null);

/** Makes a campaign from one of the admin's own told stories and its newest works. */
export function NewCampaignForm({ onCreated }: { onCreated: () => void }) {
  const api = useApiClient();
  const { t } = useAdminT();
  const stories = useAdminLoad('own-stories', () => loadOwnToldStories(api));
  const [code, setCode] = useState('');
  const [title, setTitle] = useState('');
  const [storyId, setStoryId] = useState('');
  const [starts, setStarts] = useState('');
  const [ends, setEnds] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      const campaign = await createCampaign(api, {
        code: code.trim(),
        title,
        storyId,
        startsUtcEpoch: dayOf(starts),
        endsUtcEpoch: dayOf(ends),
      });
      setMade(campaign.code);
      setCode('');
      setTitle('');
      onCreated();
    } catch (reason) {
      setError(userMessageOf(reason));
    } finally {
      setBusy(false);
    }
  }

  const choices = stories.state.kind === 'ready' ? stories.state.data : [];
  return (
    <form
      className="admin-form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-campaign-title"
    >
      <h4 id="new-campaign-title">{t('campaigns.newTitle')}</h4>
      <TextField
        label={t('campaigns.code')}
        hint={t('campaigns.codeHint')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        pattern="[A-Za-z0-9_\-]{2,40}"
        required
      />
      <TextField
        label={t('campaigns.titleField')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={120}
        required
      />
      <label className="text-field">
        <span className="text-field__label">{t('campaigns.story')}</span>
        <select
          className="text-field__input"
          value={storyId}
          onChange={(event) => setStoryId(event.currentTarget.value)}
          required
        >
          <option value="">{t('campaigns.chooseStory')}</option>
          {choices.map((story) => (
            <option key={story.id} value={story.id}>
              {story.title ?? story.id}
            </option>
          ))}
        </select>
      </label>
      {stories.state.kind === 'ready' && choices.length === 0 && (
        <p className="admin-muted">{t('campaigns.noStories')}</p>
      )}
      <TextField
        label={t('campaigns.starts')}
        type="date"
        value={starts}
        onChange={(event) => setStarts(event.currentTarget.value)}
      />
      <TextField
        label={t('campaigns.ends')}
        type="date"
        value={ends}
        onChange={(event) => setEnds(event.currentTarget.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('campaigns.creating') : t('campaigns.create')}
      </Button>
      {made && <p role="status">{t('campaigns.made', { code: made })}</p>}
      {error && <ErrorBox message={error} />}
    </form>
  );
}
