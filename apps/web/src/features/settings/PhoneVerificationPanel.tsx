import { phoneCodeInputSchema, type PhoneVerification } from '@storyloom/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useSettingsT } from './i18n';
import { useSettingsApi } from './settings-api-context';
import { messageOf } from './settings-errors';
import { errorNotice, SettingsNotice, successNotice, type Notice } from './SettingsNotice';

/**
 * Whether the saved phone number is verified (phone lines answer only a verified number) and,
 * when it is not, a button that texts a code to it and a field for that code. Mounted afresh for
 * each saved number (its key), so a changed number is checked anew.
 */
export function PhoneVerificationPanel({ phone }: { phone: string }) {
  const api = useSettingsApi();
  const { t } = useSettingsT();
  const { phoneLineNumber } = useRuntimeConfig();
  const titleId = useId();
  const [verification, setVerification] = useState<PhoneVerification | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let current = true;
    api.getPhoneVerification().then(
      (answer) => current && setVerification(answer),
      (error: unknown) => current && setNotice(errorNotice(messageOf(error, t('genericError')))),
    );
    return () => {
      current = false;
    };
  }, [api]);

  async function send() {
    if (busy) return;
    setBusy('send');
    setNotice(null);
    try {
      setVerification(await api.sendPhoneCode());
      setNotice(successNotice(t('phone.verification.sent', { phone })));
    } catch (error) {
      setNotice(errorNotice(messageOf(error, t('genericError'))));
    } finally {
      setBusy(null);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = phoneCodeInputSchema.safeParse({ code });
    if (!parsed.success) {
      setCodeError(t('phone.verification.codeMissing'));
      setNotice(null);
      return;
    }
    setCodeError(undefined);
    setBusy('confirm');
    setNotice(null);
    try {
      setVerification(await api.confirmPhoneCode(parsed.data.code));
      setCode('');
      setNotice(successNotice(t('phone.verification.verifiedNotice')));
    } catch (error) {
      // What was typed stays, so a typo is one correction away.
      setNotice(errorNotice(messageOf(error, t('genericError'))));
    } finally {
      setBusy(null);
    }
  }

  const unverified = verification?.status === 'unverified';
  return (
    <section className="settings-verification" aria-labelledby={titleId}>
      <h3 id={titleId} className="settings-verification__title">
        {t('phone.verification.title')}
      </h3>
      <p className="settings-card__lead">
        {verification === null
          ? t('phone.verification.checking')
          : verification.status === 'verified'
            ? t('phone.verification.verified')
            : t('phone.verification.unverified')}
      </p>
      {unverified && phoneLineNumber && (
        <>
          <div className="settings-form__actions">
            <Button variant="secondary" aria-disabled={busy !== null} onClick={() => void send()}>
              {busy === 'send'
                ? t('phone.verification.sending')
                : verification.code
                  ? t('phone.verification.sendAgain')
                  : t('phone.verification.send')}
            </Button>
          </div>
          <form
            className="settings-form settings-verification__form"
            onSubmit={(event) => void confirm(event)}
            aria-busy={busy === 'confirm'}
            noValidate
          >
            <TextField
              className="settings-verification__code"
              label={t('phone.verification.codeLabel')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              value={code}
              aria-invalid={codeError ? true : undefined}
              hint={codeError ?? t('phone.verification.codeHint')}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="settings-form__actions">
              <Button type="submit" aria-disabled={busy !== null}>
                {busy === 'confirm'
                  ? t('phone.verification.verifying')
                  : t('phone.verification.verify')}
              </Button>
            </div>
          </form>
        </>
      )}
      <SettingsNotice notice={notice} />
    </section>
  );
}
