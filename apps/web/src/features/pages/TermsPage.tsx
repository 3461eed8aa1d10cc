import terms from '../../../content/terms.md?raw';
import { useLocalizedMarkdown } from './localized-markdown';
import { MarkdownPage } from './MarkdownPage';

const spanish = () => import('../../../content/es/terms.md?raw');

/** /terms: Terms & Conditions. */
export function TermsPage() {
  return <MarkdownPage source={useLocalizedMarkdown(terms, spanish)} />;
}
