/** The /view pages' texts: what was shared, and a link that opens nothing (see lib/i18n). */
export const sharedViewEn = {
  loading: 'Opening what was shared with you…',
  goneTitle: 'This link is no longer shared',
  goneText:
    'Whoever shared it may have stopped sharing, or the link was copied only in part. Ask them for a new one.',
  failedTitle: "We couldn't open this link",
  failedText: '{{message}} Please try again in a moment.',
  tryAgain: 'Try again',
  makeYourOwn: 'Make your own story with {{productName}}',
  kicker: 'Shared with you · {{type}}',
  types: { '1': 'Character', '2': 'Place', '3': 'Bag', '4': 'Note' },
  pictureOf: 'Picture of {{name}}',
  insideCount: 'Inside this bag ({{number}})',
  inside: 'Inside this bag',
  emptyBag: 'This bag is empty for now.',
  notFound: {
    title: 'We couldn’t find this page',
    text: 'Nothing is shared under this link, and it is not one of your stories. If someone shared it with you, ask them for a new one. Your own stories are in your library.',
    signedOutText:
      'Whoever shared it may have stopped sharing, or the link was copied only in part. Ask them for a new one. If it is one of your own stories, sign in to read it.',
    signIn: 'Sign in to read your story',
    start: 'Go to the start',
    library: 'Open your library',
  },
};
