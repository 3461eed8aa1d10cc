import type { TourDevice, TourStepScope } from '@storyloom/contracts';

/**
 * The guided tour's steps, per page kind (spec section 2).
 *
 * Each step points at an element marked with `data-tour="<target>"`. A step whose target is
 * not on the page is skipped, so the tour grows as the issues that build these parts add
 * the attributes:
 *
 *   data-tour="wizard-steps"     the story wizard's step indicator (Ideas, Plot, Ready)
 *   data-tour="marketplace-nav"  the top bar's Market button
 *   data-tour="chat-nav"         the top bar's chat / contacts button
 *   data-tour="ideas-toolbar"    the Ideas toolbar: add buttons, bags, shareable link, publish
 *   data-tour="ideas-library"    the ideas library grid on the story page
 *
 * Ids are shared across page kinds on purpose: a step seen once (say the Market button on the
 * story page) is not shown again on the marketplace page.
 */

export type TourTarget =
  'wizard-steps' | 'marketplace-nav' | 'chat-nav' | 'ideas-toolbar' | 'ideas-library';

export interface TourStep {
  id: string;
  target: TourTarget;
  title: string;
  text: string;
  /**
   * Top-bar controls sit in different places on a phone and on a desktop, so those steps are
   * worth seeing once per device type; page content looks the same everywhere.
   */
  deviceScoped: boolean;
}

const wizardSteps: TourStep = {
  id: 'wizard-steps',
  target: 'wizard-steps',
  title: 'Three little steps',
  text: 'Every story grows in three steps: Ideas, Plot and Ready. We will walk through them with you.',
  deviceScoped: false,
};

const marketplaceNav: TourStep = {
  id: 'marketplace-nav',
  target: 'marketplace-nav',
  title: 'The marketplace',
  text: 'Find characters and worlds other families have shared, and share your own.',
  deviceScoped: true,
};

const chatNav: TourStep = {
  id: 'chat-nav',
  target: 'chat-nav',
  title: 'Chat with your characters',
  text: 'Say hello to the characters from your stories, by message or by voice.',
  deviceScoped: true,
};

const ideasToolbar: TourStep = {
  id: 'ideas-toolbar',
  target: 'ideas-toolbar',
  title: 'Your ideas toolbox',
  text: 'Add characters, places and notes, gather them in bags, share a bag with a link, or publish it.',
  deviceScoped: false,
};

const ideasLibrary: TourStep = {
  id: 'ideas-library',
  target: 'ideas-library',
  title: 'Everything you have made',
  text: 'Your ideas live here. In the Library, the Recent Work filter brings back what you made last.',
  deviceScoped: false,
};

export type TourPageKind = 'story' | 'marketplace' | 'other';

const STEPS_BY_PAGE: Record<TourPageKind, readonly TourStep[]> = {
  story: [wizardSteps, marketplaceNav, chatNav, ideasToolbar, ideasLibrary],
  marketplace: [marketplaceNav, chatNav],
  other: [marketplaceNav],
};

/** Story pages are /story/* and the /ideas start, except the chat pages under /story. */
export function pageKindOf(path: string): TourPageKind {
  const lower = path.toLowerCase();
  if (lower === '/marketplace' || lower.startsWith('/marketplace/')) return 'marketplace';
  const underStory = lower === '/story' || lower.startsWith('/story/');
  if ((underStory && !/\/chat(\/|$)/.test(lower)) || lower === '/ideas') return 'story';
  return 'other';
}

export function stepsForPath(path: string): readonly TourStep[] {
  return STEPS_BY_PAGE[pageKindOf(path)];
}

export function stepScope(step: TourStep, device: TourDevice): TourStepScope {
  return step.deviceScoped ? device : 'g';
}

export const tourTargetSelector = (target: TourTarget): string => `[data-tour="${target}"]`;
