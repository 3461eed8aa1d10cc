import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import './pages.css';

/**
 * The content pages, each loaded on demand: their Markdown travels in their own chunk, so the
 * story pages never pay for the privacy policy. Each brings its own Suspense boundary.
 */
function PageLoading() {
  return (
    // Not ContentPage: that module brings the Markdown renderer, which belongs in the chunks.
    <Card className="content-page">
      <Spinner label="Opening the page…" />
    </Card>
  );
}

function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemandPage(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...(props as ComponentProps<typeof Page>)} />
      </Suspense>
    );
  };
}

export const TermsPage = onDemand(() => import('./TermsPage').then((m) => m.TermsPage));
export const PrivacyPage = onDemand(() => import('./PrivacyPage').then((m) => m.PrivacyPage));
export const AboutPage = onDemand(() => import('./AboutPage').then((m) => m.AboutPage));
export const HelpPage = onDemand(() => import('./HelpPage').then((m) => m.HelpPage));
export const MediaPage = onDemand(() => import('./MediaPage').then((m) => m.MediaPage));
export const MaterialsPage = onDemand(() => import('./MaterialsPage').then((m) => m.MaterialsPage));
export const ArticlePage = onDemand(() => import('./ArticlePage').then((m) => m.ArticlePage));
