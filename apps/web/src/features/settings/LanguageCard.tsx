import { SUPPORTED_LANGUAGES } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { isSupportedLanguage, useLanguage } from '../../lib/i18n';
import { useSettingsT } from './i18n';
import type { AccountConfigurationView } from './settings-api';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

/**
 * The preferred language: chosen from the supported ones and stored with the account. Once the
 * server has it, the whole interface switches to it at once (issue 8).
 */
export function LanguageCard({ initial }: { initial: AccountConfigurationView }) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const { changeLanguage } = useLanguage();
  const titleId = useId();
  const selectId = useId();
  const hintId = useId();
  const [saved, setSaved] = useState(initial.preferredLanguage);
  const [choice, setChoice] = useState<string>(
    isSupportedLanguage(initial.preferredLanguage) ? initial.preferredLanguage : '',
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const nameOf = (code: string | undefined) =>
    isSupportedLanguage(code) ? t(`language.names.${code}`) : (code ?? '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || choice === '') return;
    setBusy(true);
    setNotice(null);
    try {
      const configuration = await api.setPreferredLanguage(choice);
      const language = configuration.preferredLanguage;
      // Switch first, so the confirmation below is already in the chosen language.
      if (isSupportedLanguage(language)) await changeLanguage(language);
      setSaved(language);
      // `t` belongs to the render before the switch: name the new language explicitly.
      const lng = isSupportedLanguage(language) ? language : undefined;
      const name = lng ? t(`language.names.${lng}`, { lng }) : nameOf(language);
      setNotice(successNotice(t('language.savedNotice', { language: name, lng })));
    } catch (error) {
      setNotice(errorNotice(messageOf(error, t('genericError'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('language.title')}</h2>
      <form className="settings-form" onSubmit={save} aria-busy={busy}>
        <div className="text-field">
          <label className="text-field__label" htmlFor={selectId}>
            {t('language.label')}
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
                {t('language.choose')}
              </option>
            )}
            {SUPPORTED_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`language.names.${code}`)}
              </option>
            ))}
          </select>
          <p id={hintId} className="text-field__hint">
            {isSupportedLanguage(saved)
              ? t('language.savedHint', { language: nameOf(saved) })
              : t('language.notChosen')}
          </p>
        </div>
        <div className="settings-form__actions">
          <Button type="submit" aria-disabled={busy || choice === ''}>
            {busy ? t('saving') : t('language.save')}
          </Button>
        </div>
      </form>
      <SettingsNotice notice={notice} />
    </Card>
  );
}
