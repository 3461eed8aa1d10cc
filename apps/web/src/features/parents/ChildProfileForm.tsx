import { useId, useState, type FormEvent } from 'react';
import {
  AGE_BANDS,
  READING_LEVELS,
  type ChildProfile,
  type ChildProfileInput,
} from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { userMessageOf } from '../../lib/api-client';
import type { LibraryCharacter } from './family-types';
import { useParentsT } from './i18n';
import { SelectField } from './SelectField';

interface ChildProfileFormProps {
  characters: LibraryCharacter[];
  /** The profile being edited; none: a new one. */
  profile?: ChildProfile;
  onSave: (input: ChildProfileInput) => Promise<void>;
  onCancel: () => void;
}

const topicsOf = (text: string) =>
  text
    .split(',')
    .map((topic) => topic.trim())
    .filter((topic) => topic !== '');

/** A child's name, age band, reading level, language, picture and chat rules. */
export function ChildProfileForm({ characters, profile, onSave, onCancel }: ChildProfileFormProps) {
  const { t } = useParentsT();
  const titleId = useId();
  const [name, setName] = useState(profile?.name ?? '');
  const [ageBand, setAgeBand] = useState<ChildProfileInput['ageBand']>(profile?.ageBand ?? '6-8');
  const [readingLevel, setReadingLevel] = useState<ChildProfileInput['readingLevel']>(
    profile?.readingLevel ?? 'first-words',
  );
  const [language, setLanguage] = useState<ChildProfileInput['language']>(
    profile?.language ?? 'en',
  );
  const [picture, setPicture] = useState(profile?.pictureElementId ?? '');
  const [allowed, setAllowed] = useState<string[]>(profile?.rules.allowedCharacterIds ?? []);
  const [quietOn, setQuietOn] = useState(Boolean(profile?.rules.quietHours));
  const [quietStart, setQuietStart] = useState(profile?.rules.quietHours?.start ?? '19:30');
  const [quietEnd, setQuietEnd] = useState(profile?.rules.quietHours?.end ?? '07:00');
  const [minutes, setMinutes] = useState(
    profile?.rules.dailyChatMinutes ? String(profile.rules.dailyChatMinutes) : '',
  );
  const [topics, setTopics] = useState(profile?.rules.blockedTopics.join(', ') ?? '');
  const [callsEnabled, setCallsEnabled] = useState(profile?.rules.callsEnabled ?? true);
  const [callMinutes, setCallMinutes] = useState(
    profile?.rules.dailyCallMinutes ? String(profile.rules.dailyCallMinutes) : '',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('form.nameMissing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave({
        name: name.trim(),
        ageBand,
        readingLevel,
        language,
        pictureElementId: picture || null,
        rules: {
          allowedCharacterIds: allowed,
          quietHours: quietOn ? { start: quietStart, end: quietEnd } : null,
          dailyChatMinutes: minutes.trim() === '' ? null : Number(minutes),
          blockedTopics: topicsOf(topics),
          callsEnabled,
          dailyCallMinutes: !callsEnabled || callMinutes.trim() === '' ? null : Number(callMinutes),
        },
      });
    } catch (failure) {
      // What was typed stays: a retry is one click.
      setError(userMessageOf(failure));
      setBusy(false);
    }
  }

  const toggle = (id: string) =>
    setAllowed((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <form className="child-form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h3 id={titleId}>
        {profile ? t('form.editTitle', { name: profile.name }) : t('form.addTitle')}
      </h3>
      <TextField
        label={t('form.name')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('form.ageBand')}
        value={ageBand}
        onChange={(event) => setAgeBand(event.target.value as typeof ageBand)}
      >
        {AGE_BANDS.map((band) => (
          <option key={band} value={band}>
            {t(`ageBands.${band}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.readingLevel')}
        value={readingLevel}
        onChange={(event) => setReadingLevel(event.target.value as typeof readingLevel)}
      >
        {READING_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`readingLevels.${level}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('form.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as typeof language)}
      >
        <option value="en">{t('languages.en')}</option>
        <option value="es">{t('languages.es')}</option>
      </SelectField>
      <SelectField
        label={t('form.picture')}
        hint={t('form.pictureHint')}
        value={picture}
        onChange={(event) => setPicture(event.target.value)}
      >
        <option value="">{t('form.noPicture')}</option>
        {characters.map((character) => (
          <option key={character.id} value={character.id}>
            {character.name}
          </option>
        ))}
      </SelectField>

      <fieldset className="parents-fieldset">
        <legend>{t('form.rulesTitle')}</legend>
        <fieldset className="parents-fieldset parents-fieldset--inner">
          <legend>{t('form.allowed')}</legend>
          {characters.length === 0 && <p>{t('form.noCharacters')}</p>}
          {characters.map((character) => (
            <label key={character.id} className="parents-check">
              <input
                type="checkbox"
                checked={allowed.includes(character.id)}
                onChange={() => toggle(character.id)}
              />
              {character.name}
            </label>
          ))}
          <small>{t('form.allowedHint')}</small>
        </fieldset>
        <label className="parents-check">
          <input
            type="checkbox"
            checked={quietOn}
            onChange={(event) => setQuietOn(event.target.checked)}
          />
          {t('form.quietHours')}
        </label>
        {quietOn && (
          <div className="parents-row">
            <TextField
              label={t('form.quietFrom')}
              type="time"
              value={quietStart}
              onChange={(event) => setQuietStart(event.target.value)}
            />
            <TextField
              label={t('form.quietTo')}
              type="time"
              value={quietEnd}
              onChange={(event) => setQuietEnd(event.target.value)}
            />
          </div>
        )}
        <TextField
          label={t('form.dailyMinutes')}
          hint={t('form.dailyMinutesHint')}
          type="number"
          min={1}
          max={1440}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <TextField
          label={t('form.blockedTopics')}
          hint={t('form.blockedTopicsHint')}
          value={topics}
          onChange={(event) => setTopics(event.target.value)}
        />
        <label className="parents-check">
          <input
            type="checkbox"
            checked={callsEnabled}
            onChange={(event) => setCallsEnabled(event.target.checked)}
          />
          {t('form.callsEnabled')}
        </label>
        {callsEnabled && (
          <TextField
            label={t('form.dailyCallMinutes')}
            hint={t('form.dailyMinutesHint')}
            type="number"
            min={1}
            max={1440}
            value={callMinutes}
            onChange={(event) => setCallMinutes(event.target.value)}
          />
        )}
      </fieldset>
      {error && (
        <p className="parents-error" role="alert">
          {error}
        </p>
      )}
      <div className="parents-actions">
        <Button type="submit" disabled={busy}>
          {busy ? t('saving') : t('form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
