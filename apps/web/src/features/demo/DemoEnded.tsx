import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { paths } from '../../config/paths';
import { useDemoT } from './i18n';
import './demo.css';

/** An unknown or ended code: said kindly, with the way in. */
export function DemoEnded() {
  const { t } = useDemoT();
  return (
    <Card className="demo demo--center" aria-labelledby="demo-ended-title">
      <h1 id="demo-ended-title">{t('endedTitle')}</h1>
      <p>{t('endedText')}</p>
      <div className="demo__actions">
        <ButtonLink to={paths.story}>{t('start')}</ButtonLink>
      </div>
    </Card>
  );
}
