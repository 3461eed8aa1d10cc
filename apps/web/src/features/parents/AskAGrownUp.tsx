import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { useParentsT } from './i18n';

/** What a child sees on a page that is for grown-ups only: kind words, and the way back. */
export function AskAGrownUp({ backTo }: { backTo: string }) {
  const { t } = useParentsT();
  const titleId = useId();
  return (
    <div className="parents-page">
      <Card className="parents-card ask-grown-up" aria-labelledby={titleId}>
        <p className="ask-grown-up__art" aria-hidden="true">
          🧸
        </p>
        <h1 id={titleId}>{t('child.askTitle')}</h1>
        <p>{t('child.askLead')}</p>
        <Link className="button" to={backTo}>
          {t('child.askBack')}
        </Link>
      </Card>
    </div>
  );
}
