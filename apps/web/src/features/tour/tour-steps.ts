import type { TourDevice, TourStepScope } from '@storyloom/contracts';
import { paths } from '../../config/paths';
import { tourEn } from './locales/en';

/**
 * The guided tour's steps, per page kind (docs/product.md, "Screens and navigation").
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
  /** English; the overlay shows `t('steps.<id>.title')` in the interface language. */
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
  ...tourEn.steps['wizard-steps'],
  deviceScoped: false,
};

const marketplaceNav: TourStep = {
  id: 'marketplace-nav',
  target: 'marketplace-nav',
  ...tourEn.steps['marketplace-nav'],
  deviceScoped: true,
};

const chatNav: TourStep = {
  id: 'chat-nav',
  target: 'chat-nav',
  ...tourEn.steps['chat-nav'],
  deviceScoped: true,
};

const ideasToolbar: TourStep = {
  id: 'ideas-toolbar',
  target: 'ideas-toolbar',
  ...tourEn.steps['ideas-toolbar'],
  deviceScoped: false,
};

const ideasLibrary: TourStep = {
  id: 'ideas-library',
  target: 'ideas-library',
  ...tourEn.steps['ideas-library'],
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
  // A page address; the API's /story/… routes share the prefix (and its lint rule).
  const underStory = lower === paths.story || lower.startsWith(`${paths.story}/`);
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
