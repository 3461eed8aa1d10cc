import { paths } from '../../config/paths';

export type AccountMenuEntry = (
  | { kind: 'link'; label: string; to: string }
  | { kind: 'action'; label: string; onSelect: () => void }
) & {
  /** Shown only in the phone menu (768px and narrower). */
  mobileOnly?: boolean;
};

interface AccountMenuActions {
  signOut: () => void;
  /** Opens the subscription popup (the same one the pricing button opens). */
  openSubscription: () => void;
  openFeedback: () => void;
}

/**
 * The account menu, in the spec's order (section 2). Entries whose feature has not landed yet
 * are left out rather than shown as dead buttons; each marks where its issue adds it.
 */
export function accountMenuEntries({
  signOut,
  openSubscription,
  openFeedback,
}: AccountMenuActions): AccountMenuEntry[] {
  return [
    { kind: 'link', label: 'New Story', to: paths.newStory },
    { kind: 'link', label: 'Library', to: paths.library },
    { kind: 'link', label: 'Marketplace', to: paths.marketplace },
    { kind: 'action', label: 'Subscription', onSelect: openSubscription },
    { kind: 'link', label: 'Settings', to: paths.settings },
    // On desktop the floating 'Feedback?' button serves (interpretation 13).
    { kind: 'action', label: 'Feedback', onSelect: openFeedback, mobileOnly: true },
    { kind: 'action', label: 'Sign Out', onSelect: signOut },
  ];
}
