import { paths } from '../../config/paths';

export type AccountMenuEntry =
  | { kind: 'link'; label: string; to: string }
  | { kind: 'action'; label: string; onSelect: () => void };

interface AccountMenuActions {
  signOut: () => void;
  /** Opens the subscription popup (the same one the pricing button opens). */
  openSubscription: () => void;
}

/**
 * The account menu, in the spec's order (section 2). Entries whose feature has not landed yet
 * are left out rather than shown as dead buttons; each marks where its issue adds it.
 */
export function accountMenuEntries({
  signOut,
  openSubscription,
}: AccountMenuActions): AccountMenuEntry[] {
  return [
    { kind: 'link', label: 'New Story', to: paths.newStory },
    { kind: 'link', label: 'Library', to: paths.library },
    // Marketplace: a link to /marketplace (marketplace issue).
    { kind: 'action', label: 'Subscription', onSelect: openSubscription },
    { kind: 'link', label: 'Settings', to: paths.settings },
    // Feedback: mobile menu only, interpretation 13 (feedback issue).
    { kind: 'action', label: 'Sign Out', onSelect: signOut },
  ];
}
