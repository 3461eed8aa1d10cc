import type { Reminder } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyMessage } from '../../../components/ui/EmptyMessage';
import { ErrorBox } from '../../../components/ui/ErrorBox';
import { Spinner } from '../../../components/ui/Spinner';
import { useApiClient } from '../../../lib/api-client-context';
import { messageOf } from '../admin-errors';
import { formatUtc } from '../format';
import { useAdminT } from '../i18n';
import { completeReminder, loadReminders, seedReminders } from '../operations-api';
import { useAdminLoad } from '../use-admin-load';

/** What to keep an eye on: seed the standard set, complete what was done. */
export function RemindersPanel() {
  const api = useApiClient();
  const { t } = useAdminT();
  const { state, reload } = useAdminLoad('reminders', () => loadReminders(api));
  const [busy, setBusy] = useState(false);
  // The raw answer of a failed completion, shown as it came (spec section 8).
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      reload();
    } catch (error) {
      setFailure(messageOf(error, t('genericError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-reminders-title">
      <h3 id="admin-reminders-title">{t('reminders.title')}</h3>
      <p>{t('reminders.lead')}</p>
      <Button onClick={() => run(() => seedReminders(api))} disabled={busy}>
        {t('reminders.seed')}
      </Button>
      <div aria-live="polite">{failure !== null && <ErrorBox message={failure} />}</div>
      {state.kind === 'loading' && <Spinner label={t('reminders.loading')} />}
      {state.kind === 'failed' && <ErrorBox message={state.message} onRetry={reload} />}
      {state.kind === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyMessage message={t('reminders.none')} />
        ) : (
          <ul className="admin-reminders">
            {state.data.map((reminder) => (
              <ReminderItem
                key={reminder.id}
                reminder={reminder}
                busy={busy}
                onComplete={() => run(() => completeReminder(api, reminder.id))}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}

function ReminderItem({
  reminder,
  busy,
  onComplete,
}: {
  reminder: Reminder;
  busy: boolean;
  onComplete: () => void;
}) {
  const { t } = useAdminT();
  const done = reminder.completedUtcEpoch !== null;
  return (
    <li className={done ? 'admin-reminder admin-reminder--done' : 'admin-reminder'}>
      <p className="admin-reminder__title">
        {t(`reminders.kinds.${reminder.kind}.title`, { defaultValue: reminder.title })}
      </p>
      <p>
        {t(`reminders.kinds.${reminder.kind}.detail`, {
          defaultValue: reminder.detail,
          count: reminder.figure ?? 0,
        })}
      </p>
      {done ? (
        <p className="admin-muted">
          {t('reminders.completedAt', { time: formatUtc(reminder.completedUtcEpoch!) })}
        </p>
      ) : (
        <Button variant="secondary" onClick={onComplete} disabled={busy}>
          {t('reminders.complete')}
          <span className="visually-hidden">
            : {t(`reminders.kinds.${reminder.kind}.title`, { defaultValue: reminder.title })}
          </span>
        </Button>
      )}
    </li>
  );
}
