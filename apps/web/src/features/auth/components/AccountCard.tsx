import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { selectCurrentUser } from '../auth-slice';
import { displayNameOf } from '../display-name';
import { useAuthT } from '../i18n';
import { useSignOut } from '../use-sign-out';
import '../auth-pages.css';

/** The Account section of Settings: who is signed in, and the way out. */
export function AccountCard() {
  const user = useSelector(selectCurrentUser);
  const signOut = useSignOut();
  const { t } = useAuthT();
  const [signingOut, setSigningOut] = useState(false);

  if (user === null) return null;
  return (
    <Card className="account-card" aria-labelledby="account-card-title">
      <h2 id="account-card-title">{t('account.title')}</h2>
      <dl className="account-card__facts">
        <div>
          <dt>{t('account.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('account.displayName')}</dt>
          <dd>{displayNameOf(user)}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        aria-disabled={signingOut}
        onClick={() => {
          if (signingOut) return;
          setSigningOut(true);
          void signOut().then((signedOut) => {
            // Still signed in (the top bar says why): the button works again.
            if (!signedOut) setSigningOut(false);
          });
        }}
      >
        {signingOut ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </Card>
  );
}
