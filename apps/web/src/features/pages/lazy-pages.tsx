import { lazy, type ComponentProps, type ComponentType } from 'react';
import './pages.css';

/**
 * The content pages, each loaded on demand: their Markdown travels in their own chunk, so the
 * story pages never pay for the privacy policy. They wait inside the app frame's Suspense
 * boundary on purpose: a load counts as a success only once the page's chunk is here, which is
 * what keeps a chunk that fails for good from reloading the page again and again.
 */
function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandPage(props: Props) {
    return <Page {...(props as ComponentProps<typeof Page>)} />;
  };
}

export const TermsPage = onDemand(() => import('./TermsPage').then((m) => m.TermsPage));
export const PrivacyPage = onDemand(() => import('./PrivacyPage').then((m) => m.PrivacyPage));
export const ChildrenSafetyPage = onDemand(() =>
  import('./ChildrenSafetyPage').then((m) => m.ChildrenSafetyPage),
);
export const AboutPage = onDemand(() => import('./AboutPage').then((m) => m.AboutPage));
export const HelpPage = onDemand(() => import('./HelpPage').then((m) => m.HelpPage));
export const MediaPage = onDemand(() => import('./MediaPage').then((m) => m.MediaPage));
export const MaterialsPage = onDemand(() => import('./MaterialsPage').then((m) => m.MaterialsPage));
export const ArticlePage = onDemand(() => import('./ArticlePage').then((m) => m.ArticlePage));
