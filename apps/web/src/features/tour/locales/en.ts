/** The guided tour's texts (docs/product.md, "Screens and navigation", word for word). */
export const tourEn = {
  prompt: {
    title: 'Would you like a quick guided tour?',
    text: 'A few short tips show you around. You can turn the tour on or off in Settings, and bring it back any time from the Help page.',
    notNow: 'Not now',
    yes: 'Yes, show me',
  },
  settings: {
    title: 'Guided tour',
    label: 'Show the guided tour',
    hint: 'Short tips that point out where things are, once on each page.',
    on: 'On',
    off: 'Off',
  },
  overlay: {
    count: 'Step {{position}} of {{total}}',
    disable: 'Disable tour',
    watchDemo: 'Watch live demo',
    skip: 'Skip',
    done: 'Done',
    next: 'Next',
  },
  steps: {
    'wizard-steps': {
      title: 'Three little steps',
      text: 'Every story grows in three steps: Ideas, Plot and Ready. We will walk through them with you.',
    },
    'marketplace-nav': {
      title: 'The marketplace',
      text: 'Find characters and worlds other families have shared, and share your own.',
    },
    'chat-nav': {
      title: 'Chat with your characters',
      text: 'Say hello to the characters from your stories, by message or by voice.',
    },
    'ideas-toolbar': {
      title: 'Your ideas toolbox',
      text: 'Add characters, places and notes, gather them in bags, share a bag with a link, or publish it.',
    },
    'ideas-library': {
      title: 'Everything you have made',
      text: 'Your ideas live here. In the Library, the Recent Work filter brings back what you made last.',
    },
  },
};
