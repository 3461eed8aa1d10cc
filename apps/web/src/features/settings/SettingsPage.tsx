import type { ReactNode } from 'react';
import './settings.css';

/**
 * /settings, signed in only. Sections come from the features that own them (the app passes the
 * Account card today; language, phone and tour arrive with their issues).
 */
export function SettingsPage({ children }: { children: ReactNode }) {
  return (
    <div className="settings-page">
      <h1 className="settings-page__title">Settings</h1>
      {children}
    </div>
  );
}
