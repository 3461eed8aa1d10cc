/**
 * The route table. Only routes that render something real are listed; later issues add the rest of
 * docs/product.md, "Pages and routes".
 */
export const paths = {
  story: '/story',
  /** Everything under /story belongs to the story page (wizard and, later, the library). */
  storyAll: '/story/*',
  /** A saved story opened from the library (/story/{storyId}); see savedStoryPath. */
  savedStory: '/story/:storyId',
  /** Chat, the character to be picked from the story's (or, under /story/all, the family's). */
  storyChat: '/story/:storyId/chat',
  /**
   * Chat with one character; the Contacts dialog opens /story/all/chat/{characterId}, where the
   * character speaks from every story it is in. See chatPath.
   */
  storyChatWithCharacter: '/story/:storyId/chat/:characterId',
  /**
   * The story-creation start. The product links to both /Ideas and /ideas (docs/product.md,
   * "Readings of unclear points" 1); React Router matches paths case-insensitively, so this one
   * entry serves both spellings.
   */
  /** A voice call with one character (issue 21); see callPath. */
  storyCall: '/story/:storyId/call/:characterId',
  /** Microphone, speaker, recognition and answer-speed checks, for anyone (issue 21). */
  voiceTest: '/voice-test',
  ideas: '/ideas',
  /**
   * The same start, spelled the way "New Story" links to it (a fresh story; docs/product.md,
   * "Readings of unclear points" 1).
   */
  newStory: '/Ideas',
  /** A campaign's public demo: /story/demo/{code} (docs/product.md, "Readings" 4). */
  demo: '/story/demo/:code',
  login: '/login',
  /** Where the server sends the verification link's visitor, with ?error= when it failed. */
  verifyEmail: '/verify-email',
  /** Where the password-reset mail lands, with ?token= (or ?error=INVALID_TOKEN). */
  resetPassword: '/reset-password',
  library: '/library',
  /** Anyone may browse; a product lives at /marketplace/product/{productId}. */
  marketplace: '/marketplace',
  /** Share links land on /view/{shortCode}; anyone may open them. */
  view: '/view',
  settings: '/settings',
  /** The family page: child profiles, their rules, chats and safety alerts (issue 26). */
  parents: '/parents',
  /** "How we keep children safe": what is checked, what is stored, who sees it, how to delete it. */
  childrenSafety: '/keeping-children-safe',
  admin: '/admin',
  about: '/about',
  media: '/media',
  /** The press kit; a fixed segment, so it wins over /media/{articleId}. */
  mediaMaterials: '/media/materials',
  /** Where the top bar's Help button goes (docs/product.md, "Readings of unclear points" 20). */
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** Where a saved story opens: its book at Ready, or its draft at the step it was left at. */
export const savedStoryPath = (storyId: string) => `${paths.story}/${encodeURIComponent(storyId)}`;

/** Sign in, then come back to `returnTo` (LoginPage honours ?returnTo=). */
export const signInReturningTo = (returnTo: string) =>
  `${paths.login}?returnTo=${encodeURIComponent(returnTo)}`;

/** A chat page: `storyId` a saved story's id or ALL_STORIES_ID ('all'); no character: pick one. */
export const chatPath = (storyId: string, characterId?: string) =>
  `${savedStoryPath(storyId)}/chat${characterId ? `/${encodeURIComponent(characterId)}` : ''}`;

/** The call page: `storyId` a saved story's id or ALL_STORIES_ID ('all'). */
export const callPath = (storyId: string, characterId: string) =>
  `${savedStoryPath(storyId)}/call/${encodeURIComponent(characterId)}`;

/** The admin area's sections, in the order the admin navigation lists them. */
export const adminSections = [
  { path: 'tracing', title: 'Tracing' },
  { path: 'maintenance', title: 'Maintenance' },
  { path: 'monitoring', title: 'Monitoring' },
  { path: 'events', title: 'Events' },
  { path: 'data-migrations', title: 'Data migrations' },
  { path: 'users', title: 'Users' },
] as const;
