import { LanguageCard } from './LanguageCard';
import { PhoneNumberCard } from './PhoneNumberCard';
import { useSettingsApi } from './settings-api-context';
import { SettingsLoading } from './SettingsLoading';
import { useLoaded } from './use-loaded';

/** Language and phone number, both from one GET /account-configuration. */
export function PreferencesSettings() {
  const api = useSettingsApi();
  const configuration = useLoaded(() => api.getConfiguration());
  if (configuration.status !== 'ready') {
    return <SettingsLoading state={configuration} what="preferences" />;
  }
  return (
    <>
      <LanguageCard initial={configuration.data} />
      <PhoneNumberCard initial={configuration.data} />
    </>
  );
}
