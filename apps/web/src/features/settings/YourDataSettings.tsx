import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportDataCard } from './ExportDataCard';
import { useSettingsApi } from './settings-api-context';
import type { SettingsSession } from './settings-session';
import { SettingsLoading } from './SettingsLoading';
import { useLoaded } from './use-loaded';

/**
 * Export everything, or delete everything (the latter needs the account's e-mail, and its
 * password when it has one).
 */
export function YourDataSettings({ session }: { session: SettingsSession }) {
  const api = useSettingsApi();
  const account = useLoaded(async () => {
    const [summary, hasPassword] = await Promise.all([api.getAccount(), api.hasPassword()]);
    return { email: summary.email, hasPassword };
  });
  return (
    <>
      <ExportDataCard />
      {account.status === 'ready' ? (
        <DeleteAccountCard
          email={account.data.email}
          hasPassword={account.data.hasPassword}
          session={session}
        />
      ) : (
        <SettingsLoading state={account} what="account" />
      )}
    </>
  );
}
