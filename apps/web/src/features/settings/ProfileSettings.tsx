import { ChangePasswordCard } from './ChangePasswordCard';
import { DisplayNameCard } from './DisplayNameCard';
import { useSettingsApi } from './settings-api-context';
import type { SettingsSession } from './settings-session';
import { SettingsLoading } from './SettingsLoading';
import { useLoaded } from './use-loaded';

/**
 * Display name and password. An account that signs in through a third-party provider has no
 * password here, so it gets no password card.
 */
export function ProfileSettings({ session }: { session: SettingsSession }) {
  const api = useSettingsApi();
  const profile = useLoaded(async () => {
    const [account, hasPassword] = await Promise.all([api.getAccount(), api.hasPassword()]);
    return { account, hasPassword };
  });
  if (profile.status !== 'ready') return <SettingsLoading state={profile} what="profile" />;
  return (
    <>
      <DisplayNameCard initialName={profile.data.account.name} session={session} />
      {profile.data.hasPassword && <ChangePasswordCard session={session} />}
    </>
  );
}
