import { AuthStatus } from '@storyloom/contracts';
import { useEffect } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { selectAuth } from '../features/auth/auth-slice';
import type { SettingsApi } from '../features/settings/settings-api';
import { useApiClient } from '../lib/api-client-context';
import { changeLanguage, isSupportedLanguage } from '../lib/i18n';
import { useAppSelector } from './hooks';

interface LanguageFromAccountProps {
  /** Tests pass a fake; the app reads GET /account-configuration on its API client. */
  api?: Pick<SettingsApi, 'getConfiguration'>;
}

/**
 * Signed in, the account's preferred language wins once it is known (issue 8): read once per
 * signed-in user, applied, and remembered on this device so the next load starts in it.
 */
export function LanguageFromAccount({ api }: LanguageFromAccountProps) {
  const { status, user } = useAppSelector(selectAuth);
  const client = useApiClient();
  const { apiBase } = useRuntimeConfig();
  const userId = status === AuthStatus.AUTHENTICATED ? (user?.uid ?? null) : null;

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    // The settings client loads only for someone signed in; a visitor's first load leaves it out.
    const settings = api
      ? Promise.resolve(api)
      : import('../features/settings/settings-api').then((module) =>
          module.createSettingsApi(client, apiBase),
        );
    settings
      .then((loaded) => loaded.getConfiguration())
      .then(
        ({ preferredLanguage }) => {
          if (current && isSupportedLanguage(preferredLanguage)) {
            void changeLanguage(preferredLanguage);
          }
        },
        // Without the account's choice the device's stays: nothing the user needs to see.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [userId, api, client, apiBase]);

  return null;
}
