import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Button } from '../../components/ui/Button';
import { selectActiveChild, type WithActiveProfile } from './active-profile-slice';
import { useParentsT } from './i18n';
import { UnlockDialog } from './UnlockDialog';
import './parents.css';

/** While a child's profile is active: whose it is, and the way back to the parent (PIN). */
export function ChildModeBar({ productName }: { productName: string }) {
  const child = useSelector((state: WithActiveProfile) => selectActiveChild(state));
  const { t } = useParentsT();
  const [unlocking, setUnlocking] = useState(false);
  if (!child) return null;
  return (
    <div
      className="child-mode-bar"
      role="region"
      aria-label={t('child.using', { name: child.name, product: productName })}
    >
      <p className="child-mode-bar__who">
        <span aria-hidden="true">🌟 </span>
        {t('child.using', { name: child.name, product: productName })}
      </p>
      <Button variant="secondary" onClick={() => setUnlocking(true)}>
        {t('child.switchBack')}
      </Button>
      {unlocking && <UnlockDialog child={child} onClose={() => setUnlocking(false)} />}
    </div>
  );
}
