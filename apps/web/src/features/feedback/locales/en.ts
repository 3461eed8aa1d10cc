/** The feedback button and form (docs/product.md, "Screens and navigation", word for word). */
export const feedbackEn = {
  open: 'Feedback?',
  title: 'Share Feedback',
  question: 'How are we doing?',
  rate: 'Rate {{value}} out of {{max}}',
  anythingElse: 'Anything else?',
  optional: '(optional)',
  placeholder: 'Tell us more...',
  send: 'Send Feedback',
};
