import { useId, useState, type FormEvent } from 'react';
import type { ChildProfile, ParentSettings } from '@storyloom/contracts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { userMessageOf } from '../../lib/api-client';
import { useParentsT } from './i18n';
import { SelectField } from './SelectField';
import { useParentsApi } from './parents-api-context';

/**
 * Which child's call rules calls to the family's phone line follow, next to the children and
 * their rules: one of the children, the earliest shown while none is chosen (the server follows
 * the earliest then too).
 */
export function PhoneLineSection({
  profiles,
  settings,
  onChanged,
}: {
  /** The family's children, earliest first (at least one). */
  profiles: ChildProfile[];
  settings: ParentSettings;
  onChanged: (settings: ParentSettings) => void;
}) {
  const { t } = useParentsT();
  const api = useParentsApi();
  const titleId = useId();
  const followed =
    profiles.find((profile) => profile.id === settings.phoneLineChildProfileId) ?? profiles[0];
  const [choice, setChoice] = useState(followed?.id ?? '');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A chosen child whose profile was deleted: the earliest is followed again.
  const selected = profiles.some((profile) => profile.id === choice) ? choice : followed?.id;

  async function save(event: FormEvent) {
    event.preventDefault();
    const child = profiles.find((profile) => profile.id === selected);
    if (!child) return;
    setBusy(true);
    try {
      const saved = await api.saveSettings({ ...settings, phoneLineChildProfileId: child.id });
      onChanged({ ...saved, pinSet: settings.pinSet });
      setNotice({ ok: true, text: t('phoneLine.saved', { name: child.name }) });
    } catch (failure) {
      setNotice({ ok: false, text: userMessageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="parents-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('phoneLine.title')}</h2>
      <form className="parents-form" onSubmit={(event) => void save(event)}>
        <SelectField
          label={t('phoneLine.child')}
          hint={t('phoneLine.hint')}
          value={selected ?? ''}
          onChange={(event) => setChoice(event.target.value)}
        >
          {profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </SelectField>
        {notice && (
          <p
            className={notice.ok ? 'parents-notice' : 'parents-error'}
            role={notice.ok ? 'status' : 'alert'}
          >
            {notice.text}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t('saving') : t('phoneLine.save')}
        </Button>
      </form>
    </Card>
  );
}
