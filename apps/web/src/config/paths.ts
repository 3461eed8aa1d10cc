/**
 * The route table. Only routes that render something real are listed; later issues add /login,
 * /library, /settings and the rest of spec section 2.
 */
export const paths = {
  story: '/story',
  /** Everything under /story belongs to the story page (wizard and, later, the library). */
  storyAll: '/story/*',
  /**
   * The story-creation start. The spec links to both /Ideas and /ideas (interpretation 1);
   * React Router matches paths case-insensitively, so this one entry serves both spellings.
   */
  ideas: '/ideas',
  about: '/about',
  media: '/media',
  terms: '/terms',
  privacy: '/privacy',
} as const;
