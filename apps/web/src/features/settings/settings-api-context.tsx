import { createContext, useContext, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useApiClient } from '../../lib/api-client-context';
import { createSettingsApi, type SettingsApi } from './settings-api';

const SettingsApiContext = createContext<SettingsApi | null>(null);

/** Tests hand the cards a fake; the page provides the real one (SettingsApiFromApp). */
export function SettingsApiProvider({ api, children }: { api: SettingsApi; children: ReactNode }) {
  return <SettingsApiContext value={api}>{children}</SettingsApiContext>;
}

/** The real API, on the app's authenticated client and the configured API origin. */
export function SettingsApiFromApp({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const { apiBase } = useRuntimeConfig();
  const [api] = useState(() => createSettingsApi(client, apiBase));
  return <SettingsApiProvider api={api}>{children}</SettingsApiProvider>;
}

export function useSettingsApi(): SettingsApi {
  const api = useContext(SettingsApiContext);
  if (api === null) throw new Error('useSettingsApi must be used inside <SettingsApiProvider>');
  return api;
}
