import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import type { AccountConfigurationView } from './settings-api';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

const isSupported = (code: string | undefined): code is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(code ?? '');

/** The preferred language: chosen from the supported ones and stored with the account. */
export function LanguageCard({ initial }: { initial: AccountConfigurationView }) {
  const api = useSettingsApi();
  const titleId = useId();
  const selectId = useId();
  const hintId = useId();
  const [saved, setSaved] = useState(initial.preferredLanguage);
  const [choice, setChoice] = useState<string>(
    isSupported(initial.preferredLanguage) ? initial.preferredLanguage : '',
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || choice === '') return;
    setBusy(true);
    setNotice(null);
    try {
      const configuration = await api.setPreferredLanguage(choice);
      setSaved(configuration.preferredLanguage);
      const name = isSupported(configuration.preferredLanguage)
        ? LANGUAGE_NAMES[configuration.preferredLanguage]
        : configuration.preferredLanguage;
      setNotice(successNotice(`Saved: ${name} is your preferred language.`));
    } catch (error) {
      setNotice(errorNotice(messageOf(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Language</h2>
      <form className="settings-form" onSubmit={save} aria-busy={busy}>
        <div className="text-field">
          <label className="text-field__label" htmlFor={selectId}>
            Preferred language
          </label>
          <select
            id={selectId}
            className="text-field__input"
            aria-describedby={hintId}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setNotice(null);
            }}
          >
            {choice === '' && (
              <option value="" disabled>
                Choose a language
              </option>
            )}
            {SUPPORTED_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-field__hint">
            {isSupported(saved) ? `Saved: ${LANGUAGE_NAMES[saved]}.` : 'Not chosen yet.'}
          </p>
        </div>
        <div className="settings-form__actions">
          <Button type="submit" aria-disabled={busy || choice === ''}>
            {busy ? 'Saving…' : 'Save language'}
          </Button>
        </div>
      </form>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
