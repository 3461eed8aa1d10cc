import { useId, useState, type FormEvent } from 'react';
import type { ParentSettings } from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { TextField } from '../../components/ui/TextField';
import { userMessageOf } from '../../lib/api-client';
import { useParentsT } from './i18n';
import { SelectField } from './SelectField';
import { useParentsApi } from './parents-api-context';

const RETENTION_CHOICES = [7, 30, 90, 365] as const;

/** The zones the browser knows, the family's own first; a short list where it knows none. */
function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/London', 'Europe/Madrid', 'America/New_York', 'America/Mexico_City'];
  return [...new Set([current, 'UTC', ...known])];
}

/** The PIN, the family's time zone, how long chats are kept and the weekly mail. */
export function ParentSettingsSection({
  settings,
  onChanged,
}: {
  settings: ParentSettings;
  onChanged: (settings: ParentSettings) => void;
}) {
  const { t } = useParentsT();
  const api = useParentsApi();
  const titleId = useId();
  const [pin, setPin] = useState('');
  const [pinNotice, setPinNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [retention, setRetention] = useState(
    settings.transcriptRetentionDays === null ? '' : String(settings.transcriptRetentionDays),
  );
  const [weeklyDigest, setWeeklyDigest] = useState(settings.weeklyDigest);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function savePin(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) {
      setPinNotice({ ok: false, text: t('settings.pinInvalid') });
      return;
    }
    try {
      await api.setPin(pin);
      setPin('');
      setPinNotice({ ok: true, text: t('settings.pinSaved') });
      onChanged({ ...settings, pinSet: true });
    } catch (failure) {
      setPinNotice({ ok: false, text: userMessageOf(failure) });
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = await api.saveSettings({
        timeZone,
        transcriptRetentionDays: retention === '' ? null : Number(retention),
        weeklyDigest,
      });
      onChanged({ ...saved, pinSet: settings.pinSet });
      setNotice({ ok: true, text: t('settings.saved') });
    } catch (failure) {
      setNotice({ ok: false, text: userMessageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="parents-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settings.title')}</h2>
      <form className="parents-form" onSubmit={(event) => void savePin(event)}>
        <p>{settings.pinSet ? t('settings.pinSet') : t('settings.pinNotSet')}</p>
        <TextField
          label={t('settings.pin')}
          hint={t('settings.pinHint')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
        {pinNotice && (
          <p
            className={pinNotice.ok ? 'parents-notice' : 'parents-error'}
            role={pinNotice.ok ? 'status' : 'alert'}
          >
            {pinNotice.text}
          </p>
        )}
        <Button type="submit" variant="secondary">
          {settings.pinSet ? t('settings.changePin') : t('settings.savePin')}
        </Button>
      </form>
      <form className="parents-form" onSubmit={(event) => void save(event)}>
        <SelectField
          label={t('settings.timeZone')}
          hint={t('settings.timeZoneHint')}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
        >
          {timeZones(settings.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('settings.retention')}
          value={retention}
          onChange={(event) => setRetention(event.target.value)}
        >
          <option value="">{t('settings.retentionForever')}</option>
          {RETENTION_CHOICES.map((days) => (
            <option key={days} value={String(days)}>
              {t('settings.retentionDays', { count: days })}
            </option>
          ))}
        </SelectField>
        <label className="parents-check">
          <input
            type="checkbox"
            checked={weeklyDigest}
            onChange={(event) => setWeeklyDigest(event.target.checked)}
          />
          {t('settings.weeklyDigest')}
        </label>
        {notice && (
          <p
            className={notice.ok ? 'parents-notice' : 'parents-error'}
            role={notice.ok ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? t('saving') : t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}
