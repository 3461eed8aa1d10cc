import { useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import type { AuthGateway } from '../features/auth/auth-gateway';
import { AuthProvider, useAuthSession } from '../features/auth/AuthProvider';
import { createBetterAuthGateway } from '../features/auth/better-auth-gateway';
import { ApiClientProvider } from '../lib/api-client-context';
import { createAppApiClient } from './api-client-wiring';

interface AppServicesProps {
  /** Tests pass a fake; the app talks to better-auth on the configured API origin. */
  authGateway?: AuthGateway;
  children: ReactNode;
}

/** Identity and the API client, built once from the runtime configuration. */
export function AppServices({ authGateway, children }: AppServicesProps) {
  const { apiBase } = useRuntimeConfig();
  const [gateway] = useState(() => authGateway ?? createBetterAuthGateway({ apiBase }));
  return (
    <AuthProvider gateway={gateway}>
      <ApiClientFromSession>{children}</ApiClientFromSession>
    </AuthProvider>
  );
}

function ApiClientFromSession({ children }: { children: ReactNode }) {
  const { apiBase } = useRuntimeConfig();
  const session = useAuthSession();
  const [client] = useState(() => createAppApiClient(apiBase, session));
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
