import terms from '../../../content/terms.md?raw';
import { MarkdownPage } from './MarkdownPage';

/** /terms: Terms & Conditions. */
export function TermsPage() {
  return <MarkdownPage source={terms} />;
}
