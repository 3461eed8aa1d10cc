import { AuthStatus } from '@storyloom/contracts';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { paths } from '../../config/paths';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import {
  selectAuthStatus,
  selectCurrentUser,
  selectIsAuthenticated,
} from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { AccountMenu } from './AccountMenu';
import './top-bar.css';

/** The top navigation (spec section 2, "Top bar and menus"). */
export function TopBar() {
  const { productName } = useRuntimeConfig();
  const status = useAppSelector(selectAuthStatus);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);

  return (
    <header className="top-bar">
      <Link to={paths.story} className="top-bar__brand">
        {productName}
      </Link>
      <div className="top-bar__actions">
        {/*
          Slots, in the spec's order, for the issues that bring them: subscription status, the
          pricing button (Demo plan only), Market, chat/contacts, Help.
        */}
        {isAuthenticated && user !== null ? (
          <AccountMenu user={user} />
        ) : (
          // While the state is still loading nothing shows, so a signed-in user never sees
          // a 'Sign in' button flash by.
          status !== AuthStatus.LOADING && <ButtonLink to={paths.login}>Sign in</ButtonLink>
        )}
      </div>
    </header>
  );
}
