import { AuthStatus } from '@storyloom/contracts';
import { Suspense, useState } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import {
  selectAuthStatus,
  selectCurrentUser,
  selectIsAuthenticated,
  selectSignOutFailed,
  signOutNoticeDismissed,
} from '../../features/auth/auth-slice';
import { ChatAndCallButton, ContactsButton } from '../../features/chat/ContactsButtons';
import { HelpLink } from '../../features/pages/HelpLink';
import { ChildModeBar } from '../../features/parents/ChildModeBar';
import { selectIsChildMode } from '../../features/parents/active-profile-slice';
import { MarketButton } from '../../features/marketplace/MarketButton';
import { CreditsBar } from '../../features/subscription/CreditsBar';
import { PricingButton } from '../../features/subscription/PricingButton';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useShellT } from '../i18n';
import { usePlansPopup } from '../plans-popup';
import { Contacts } from '../routes/lazy-routes';
import { AccountMenu } from './AccountMenu';
import './top-bar.css';

/** The top navigation (docs/product.md, "Screens and navigation", "Top bar and menus"). */
export function TopBar() {
  const { productName } = useRuntimeConfig();
  const status = useAppSelector(selectAuthStatus);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const signOutFailed = useAppSelector(selectSignOutFailed);
  const childMode = useAppSelector(selectIsChildMode);
  const dispatch = useAppDispatch();
  const { open: openPlans } = usePlansPopup();
  const { t } = useShellT();
  const [contactsOpen, setContactsOpen] = useState(false);
  const openContacts = () => setContactsOpen(true);

  return (
    <>
      <header className={isAuthenticated ? 'top-bar top-bar--signed-in' : 'top-bar'}>
        <CreditsBar productName={productName} signedIn={isAuthenticated}>
          <ChatAndCallButton onOpen={openContacts} expanded={contactsOpen} />
        </CreditsBar>
        <div className="top-bar__actions">
          {/* Payments are the parent's: a child's device never sees the pricing button. */}
          {!childMode && <PricingButton signedIn={isAuthenticated} onOpen={openPlans} />}
          <MarketButton />
          <ContactsButton onOpen={openContacts} expanded={contactsOpen} />
          <HelpLink />
          {isAuthenticated && user !== null ? (
            <AccountMenu user={user} onOpenSubscription={openPlans} />
          ) : (
            // While the state is still loading, or could not be checked, nothing shows: a
            // signed-in user never sees a 'Sign in' button flash by (SignInCheckNotice speaks).
            status === AuthStatus.UNAUTHENTICATED && (
              <ButtonLink to={paths.login}>{t('topBar.signIn')}</ButtonLink>
            )
          )}
        </div>
      </header>
      {isAuthenticated && <ChildModeBar productName={productName} />}
      {contactsOpen && (
        <Suspense fallback={null}>
          <Contacts signedIn={isAuthenticated} onClose={() => setContactsOpen(false)} />
        </Suspense>
      )}
      {/* Said out loud, and kept up until dismissed: a sign-out that did not happen must not
        pass unnoticed on a shared computer. */}
      {isAuthenticated && signOutFailed && (
        <div className="top-bar__alert" role="alert">
          <p>{t('signOutFailed.message')}</p>
          <button type="button" onClick={() => dispatch(signOutNoticeDismissed())}>
            {t('signOutFailed.dismiss')}
          </button>
        </div>
      )}
    </>
  );
}
