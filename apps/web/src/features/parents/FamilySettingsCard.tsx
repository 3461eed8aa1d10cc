import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { useParentsT } from './i18n';

/** The Settings page's way to the family page and to how children are kept safe. */
export function FamilySettingsCard({
  familyPath,
  safetyPath,
}: {
  familyPath: string;
  safetyPath: string;
}) {
  const { t } = useParentsT();
  const titleId = useId();
  return (
    <Card className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('settingsCard.title')}</h2>
      <p>{t('settingsCard.lead')}</p>
      <p>
        <Link className="button button--secondary" to={familyPath}>
          {t('settingsCard.open')}
        </Link>
      </p>
      <p>
        <Link to={safetyPath}>{t('safetyLink')}</Link>
      </p>
    </Card>
  );
}
