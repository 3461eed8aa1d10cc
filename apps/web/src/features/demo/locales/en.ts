/** The demo's texts: a finished example for visitors, and the way to make one's own. */
export const demoEn = {
  loading: 'Opening the demo…',
  kicker: 'A finished example',
  lead: 'A story made with {{productName}}, with its coloring page, song and audiobook. Turn the pages, listen, print.',
  book: 'The book',
  coloring: 'Coloring page',
  song: 'The song',
  audiobook: 'The audiobook',
  characters: 'Meet the characters',
  pictureOf: 'Picture of {{name}}',
  inMarketplace: 'See their bag in the marketplace',
  createYourOwn: 'Create your own',
  createLead: 'Make a story like this with your own characters: it takes a few minutes.',
  endedTitle: 'This demo has ended',
  endedText:
    'The example you were looking for is no longer shown. You can still make a story of your own, with your own characters.',
  start: 'Start your own story',
  failedTitle: "We couldn't open the demo",
  tryAgain: 'Try again',
  invite: {
    title: 'See what {{productName}} makes',
    text: '“{{title}}”: a finished story with its coloring page, song and audiobook.',
    open: 'Open the demo',
  },
  offer: {
    title: 'Characters from the demo',
    text: 'Bring {{names}} into your library and choose them for your story.',
    add: 'Add them to my library',
    adding: 'Adding…',
    added: '{{names}} are in your library now: choose them below.',
    failed: 'They could not be added: {{message}}',
  },
};
