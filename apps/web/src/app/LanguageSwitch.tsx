import { SUPPORTED_LANGUAGES } from '@storyloom/contracts';
import { useId } from 'react';
import { isSupportedLanguage, LANGUAGE_ENDONYMS, useLanguage } from '../lib/i18n';
import { useShellT } from './i18n';

/** The footer's language choice for signed-out visitors, remembered on this device. */
export function LanguageSwitch() {
  const { t } = useShellT();
  const { language, changeLanguage } = useLanguage();
  const selectId = useId();
  return (
    <div className="site-footer__language">
      <label htmlFor={selectId}>{t('footer.language')}</label>
      <select
        id={selectId}
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isSupportedLanguage(chosen)) void changeLanguage(chosen);
        }}
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_ENDONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
