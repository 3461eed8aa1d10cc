import { phoneNumberInputSchema, type PhoneNumberInput } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { TextField } from '../../components/ui/TextField';
import type { AccountConfigurationView } from './settings-api';
import { useSettingsT } from './i18n';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { PhoneVerificationPanel } from './PhoneVerificationPanel';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

type FieldErrors = Partial<Record<keyof PhoneNumberInput, string>>;

/** The same rules and sentences as the server (contracts), checked before anything is sent. */
function validate(input: PhoneNumberInput): { phone: PhoneNumberInput } | { errors: FieldErrors } {
  const parsed = phoneNumberInputSchema.safeParse(input);
  if (parsed.success) return { phone: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'countryCode' || field === 'number') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { errors };
}

const shown = (phone: AccountConfigurationView['phoneNumber']) =>
  phone ? `+${phone.countryCode} ${phone.number}` : null;

/** The phone number: country code and number, validated here and by the server; or none. */
export function PhoneNumberCard({ initial }: { initial: AccountConfigurationView }) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const { phoneLineNumber } = useRuntimeConfig();
  const titleId = useId();
  const [saved, setSaved] = useState(initial.phoneNumber);
  const [countryCode, setCountryCode] = useState(initial.phoneNumber?.countryCode ?? '');
  const [number, setNumber] = useState(initial.phoneNumber?.number ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function send(kind: 'save' | 'clear', phone: PhoneNumberInput) {
    setBusy(kind);
    setNotice(null);
    try {
      const configuration = await api.setPhoneNumber(phone);
      setSaved(configuration.phoneNumber);
      setCountryCode(configuration.phoneNumber?.countryCode ?? '');
      setNumber(configuration.phoneNumber?.number ?? '');
      setNotice(
        successNotice(
          configuration.phoneNumber
            ? t('phone.savedNotice', { phone: shown(configuration.phoneNumber) })
            : t('phone.removed'),
        ),
      );
    } catch (error) {
      // What was typed stays, so a retry is one click.
      setNotice(errorNotice(messageOf(error, t('genericError'))));
    } finally {
      setBusy(null);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (number.trim() === '') {
      setErrors({ number: t('phone.numberMissing') });
      return;
    }
    const result = validate({ countryCode, number });
    if ('errors' in result) {
      setErrors(result.errors);
      setNotice(null);
      return;
    }
    setErrors({});
    void send('save', result.phone);
  }

  function clear() {
    if (busy) return;
    setErrors({});
    void send('clear', { countryCode: '', number: '' });
  }

  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('phone.title')}</h2>
      <p className="settings-card__lead">
        {saved ? t('phone.saved', { phone: shown(saved) }) : t('phone.none')}
      </p>
      <form className="settings-form" onSubmit={save} aria-busy={busy !== null} noValidate>
        <div className="settings-form__row settings-form__row--phone">
          <TextField
            className="settings-form__country"
            label={t('phone.countryCode')}
            name="countryCode"
            inputMode="tel"
            autoComplete="tel-country-code"
            placeholder="+44"
            value={countryCode}
            aria-invalid={errors.countryCode ? true : undefined}
            hint={errors.countryCode}
            onChange={(event) => setCountryCode(event.target.value)}
          />
          <TextField
            label={t('phone.number')}
            name="number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            aria-invalid={errors.number ? true : undefined}
            hint={errors.number}
            onChange={(event) => setNumber(event.target.value)}
          />
        </div>
        <div className="settings-form__actions">
          <Button type="submit" aria-disabled={busy !== null}>
            {busy === 'save' ? t('saving') : t('phone.save')}
          </Button>
          {saved && (
            <Button variant="secondary" aria-disabled={busy !== null} onClick={clear}>
              {busy === 'clear' ? t('phone.removing') : t('phone.remove')}
            </Button>
          )}
        </div>
      </form>
      <p className="settings-card__lead">
        {phoneLineNumber
          ? t('phone.lineReady', { line: phoneLineNumber })
          : t('phone.lineNotSetUp')}
      </p>
      <SettingsNotice notice={notice} />
      {saved && <PhoneVerificationPanel key={shown(saved)} phone={shown(saved)!} />}
    </Card>
  );
}
