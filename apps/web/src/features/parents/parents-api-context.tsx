import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../../lib/api-client-context';
import { createParentsApi, type ParentsApi } from './parents-api';

const ParentsApiContext = createContext<ParentsApi | null>(null);

/** Tests give the parents' components an API of their own; the app uses its client. */
export function ParentsApiProvider({ api, children }: { api: ParentsApi; children: ReactNode }) {
  return <ParentsApiContext value={api}>{children}</ParentsApiContext>;
}

export function useParentsApi(): ParentsApi {
  const injected = useContext(ParentsApiContext);
  const client = useApiClient();
  return useMemo(() => injected ?? createParentsApi(client), [injected, client]);
}
