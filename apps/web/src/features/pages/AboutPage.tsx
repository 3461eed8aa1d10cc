import about from '../../../content/about.md?raw';
import { useLocalizedMarkdown } from './localized-markdown';
import { MarkdownPage } from './MarkdownPage';

const spanish = () => import('../../../content/es/about.md?raw');

/** /about: what the product is, who it is for, and the credits (OpenMoji among them). */
export function AboutPage() {
  return <MarkdownPage source={useLocalizedMarkdown(about, spanish)} />;
}
