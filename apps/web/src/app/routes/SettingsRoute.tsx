import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuthSession } from '../../features/auth/AuthProvider';
import { AccountCard } from '../../features/auth/components/AccountCard';
import { FamilySettingsCard } from '../../features/parents/FamilySettingsCard';
import { ParentOnly } from '../../features/parents/ParentOnly';
import { PreferencesSettings } from '../../features/settings/PreferencesSettings';
import { ProfileSettings } from '../../features/settings/ProfileSettings';
import type { SettingsSession } from '../../features/settings/settings-session';
import { SettingsPage } from '../../features/settings/SettingsPage';
import { YourDataSettings } from '../../features/settings/YourDataSettings';
import { TourSettingsCard } from '../../features/tour/TourSettingsCard';

/** /settings: cards of several features; the settings cards reach the session through this. */
export function SettingsRoute() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const settingsSession = useMemo<SettingsSession>(
    () => ({
      refresh: () => session.refresh(),
      async leave(notice) {
        // Signed out first: /login sends a signed-in visitor straight on to /ideas. If the
        // server kept the session, the top bar says so and the page stays.
        if (!(await session.signOut())) return;
        await navigate(paths.login, { replace: true, state: { notice } });
      },
    }),
    [session, navigate],
  );
  return (
    <ParentOnly backTo={paths.story}>
      <SettingsPage>
        <AccountCard />
        <ProfileSettings session={settingsSession} />
        <FamilySettingsCard familyPath={paths.parents} safetyPath={paths.childrenSafety} />
        <PreferencesSettings />
        <TourSettingsCard />
        <YourDataSettings session={settingsSession} />
      </SettingsPage>
    </ParentOnly>
  );
}
