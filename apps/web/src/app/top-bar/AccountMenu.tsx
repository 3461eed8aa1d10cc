import { Link } from 'react-router';
import { BREAKPOINTS } from '@storyloom/contracts';
import { Avatar } from '../../components/ui/Avatar';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { useMenu } from '../../components/ui/use-menu';
import type { AuthUser } from '../../features/auth/id-token';
import { displayNameOf } from '../../features/auth/display-name';
import { useSignOut } from '../../features/auth/use-sign-out';
import { openFeedback } from '../../features/feedback/open-feedback';
import { selectIsChildMode } from '../../features/parents/active-profile-slice';
import { useAppSelector } from '../hooks';
import { useShellT } from '../i18n';
import { accountMenuEntries } from './account-menu-entries';
import { HamburgerIcon, KebabIcon } from './MenuIcons';

/**
 * The signed-in user's menu. On wide screens the avatar and a kebab open it as a dropdown; at 768px
 * and narrower the kebab gives way to a hamburger and the menu becomes a full-width sheet that
 * starts with the avatar and display name (docs/product.md, "Screens and navigation").
 */
interface AccountMenuProps {
  user: AuthUser;
  onOpenSubscription: () => void;
}

const PHONE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;

export function AccountMenu({ user, onOpenSubscription }: AccountMenuProps) {
  const menu = useMenu();
  const { t } = useShellT();
  const signOut = useSignOut();
  const name = displayNameOf(user);
  const phone = useMediaQuery(PHONE_QUERY);
  const childMode = useAppSelector(selectIsChildMode);
  const entries = accountMenuEntries({
    signOut: () => void signOut(),
    openSubscription: onOpenSubscription,
    openFeedback,
    childMode,
  }).filter((entry) => phone || !entry.mobileOnly);

  return (
    <div className="account-menu" ref={menu.containerRef}>
      <button
        type="button"
        className="account-menu__button account-menu__avatar"
        aria-label={t('accountMenu.open')}
        {...menu.triggerProps}
      >
        <Avatar src={user.picture} name={name} size={40} />
      </button>
      <button
        type="button"
        className="account-menu__button account-menu__kebab"
        aria-label={t('accountMenu.moreOptions')}
        {...menu.triggerProps}
      >
        <KebabIcon />
      </button>
      <button
        type="button"
        className="account-menu__button account-menu__hamburger"
        aria-label={t('accountMenu.menu')}
        {...menu.triggerProps}
      >
        <HamburgerIcon />
      </button>

      {menu.open && (
        <div className="account-menu__popup">
          <div className="account-menu__who">
            <Avatar src={user.picture} name={name} size={48} />
            <div className="account-menu__identity">
              <p className="account-menu__name">{name}</p>
              <p className="account-menu__email">{user.email}</p>
            </div>
          </div>
          <ul
            {...menu.menuProps}
            aria-label={t('accountMenu.listLabel')}
            className="account-menu__list"
          >
            {entries.map((entry) => (
              <li key={entry.label} role="none">
                {entry.kind === 'link' ? (
                  <Link to={entry.to} className="account-menu__item" {...menu.itemProps()}>
                    {t(`accountMenu.${entry.label}`)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="account-menu__item"
                    {...menu.itemProps(entry.onSelect)}
                  >
                    {t(`accountMenu.${entry.label}`)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
