import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportDataCard } from './ExportDataCard';
import { useSettingsApi } from './settings-api-context';
import type { SettingsSession } from './settings-session';
import { SettingsLoading } from './SettingsLoading';
import { useLoaded } from './use-loaded';

/** Export everything, or delete everything (the latter needs the account's e-mail). */
export function YourDataSettings({ session }: { session: SettingsSession }) {
  const api = useSettingsApi();
  const account = useLoaded(() => api.getAccount());
  return (
    <>
      <ExportDataCard />
      {account.status === 'ready' ? (
        <DeleteAccountCard email={account.data.email} session={session} />
      ) : (
        <SettingsLoading state={account} what="account" />
      )}
    </>
  );
}
