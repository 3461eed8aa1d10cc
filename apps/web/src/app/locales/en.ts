/** The app shell's texts: top bar, account menu, footer, splash, error page. */
export const shellEn = {
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  topBar: {
    signIn: 'Sign in',
  },
  accountMenu: {
    open: 'Account menu',
    moreOptions: 'More options',
    menu: 'Menu',
    listLabel: 'Account',
    newStory: 'New Story',
    library: 'Library',
    marketplace: 'Marketplace',
    subscription: 'Subscription',
    settings: 'Settings',
    family: 'Family',
    feedback: 'Feedback',
    signOut: 'Sign Out',
  },
  signInCheck: {
    message: "We couldn't check your sign-in",
    detail: 'Your work stays here. We will keep trying.',
    retry: 'Try again',
  },
  signOutFailed: {
    message:
      'We could not sign you out: you are still signed in on this device. Check your connection and try again.',
    dismiss: 'Dismiss',
  },
  footer: {
    label: 'Footer',
    about: 'About',
    media: 'Media',
    mailingList: 'Mailing list',
    opensInNewTab: '(opens in a new tab)',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
    childrenSafety: 'How we keep children safe',
    language: 'Language',
  },
  errorPage: {
    loadingNewest: 'Loading the newest version…',
    sorry: 'Sorry about that. Reloading the page usually puts things right.',
    reload: 'Reload',
  },
};
