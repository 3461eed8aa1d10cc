import type { ReactNode } from 'react';
import { SettingsApiFromApp } from './settings-api-context';
import { useSettingsT } from './i18n';
import './settings.css';

/**
 * /settings, signed in only. Sections come from the features that own them (the app passes the
 * Account card from auth and the tour's card); this feature's own cards reach the server through
 * the settings API provided here.
 */
export function SettingsPage({ children }: { children: ReactNode }) {
  const { t } = useSettingsT();
  return (
    <SettingsApiFromApp>
      <div className="settings-page">
        <h1 className="settings-page__title">{t('title')}</h1>
        {children}
      </div>
    </SettingsApiFromApp>
  );
}
