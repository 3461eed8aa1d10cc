import { paths } from '../../config/paths';

/** Keys of the entries' texts in the shell namespace (`accountMenu.<key>`). */
export type AccountMenuLabel =
  | 'newStory'
  | 'library'
  | 'marketplace'
  | 'subscription'
  | 'settings'
  | 'family'
  | 'feedback'
  | 'signOut';

export type AccountMenuEntry = (
  | { kind: 'link'; label: AccountMenuLabel; to: string }
  | { kind: 'action'; label: AccountMenuLabel; onSelect: () => void }
) & {
  /** Shown only in the phone menu (768px and narrower). */
  mobileOnly?: boolean;
  /** For grown-ups: left out while the device acts as a child profile. */
  parentOnly?: boolean;
};

interface AccountMenuActions {
  /** The device acts as a child profile: settings, payments and the family page are left out. */
  childMode?: boolean;
  signOut: () => void;
  /** Opens the subscription popup (the same one the pricing button opens). */
  openSubscription: () => void;
  openFeedback: () => void;
}

/**
 * The account menu, in the product's order (docs/product.md, "Screens and navigation"). Entries
 * whose feature has not landed yet are left out rather than shown as dead buttons; each marks where
 * its issue adds it.
 */
export function accountMenuEntries({
  signOut,
  openSubscription,
  openFeedback,
  childMode = false,
}: AccountMenuActions): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [
    { kind: 'link', label: 'newStory', to: paths.newStory },
    { kind: 'link', label: 'library', to: paths.library },
    { kind: 'link', label: 'marketplace', to: paths.marketplace },
    { kind: 'action', label: 'subscription', onSelect: openSubscription, parentOnly: true },
    { kind: 'link', label: 'settings', to: paths.settings, parentOnly: true },
    { kind: 'link', label: 'family', to: paths.parents, parentOnly: true },
    // On desktop the floating 'Feedback?' button serves (docs/product.md, "Readings of unclear
    // points" 13).
    { kind: 'action', label: 'feedback', onSelect: openFeedback, mobileOnly: true },
    { kind: 'action', label: 'signOut', onSelect: signOut, parentOnly: true },
  ];
  return childMode ? entries.filter((entry) => !entry.parentOnly) : entries;
}
