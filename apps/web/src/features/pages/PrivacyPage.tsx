import privacy from '../../../content/privacy.md?raw';
import { useLocalizedMarkdown } from './localized-markdown';
import { MarkdownPage } from './MarkdownPage';

const spanish = () => import('../../../content/es/privacy.md?raw');

/** /privacy: what we keep, why, for how long, and how to take it away. */
export function PrivacyPage() {
  return <MarkdownPage source={useLocalizedMarkdown(privacy, spanish)} />;
}
