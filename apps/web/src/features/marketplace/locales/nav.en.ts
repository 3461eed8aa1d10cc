/** The two marketplace texts outside its pages (top bar, bag cards): tiny, on the first load. */
export const marketNavEn = {
  market: 'Market',
  publish: 'Publish',
  publishNamed: 'Publish {{name}}',
};
