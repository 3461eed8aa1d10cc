import childrenSafety from '../../../content/keeping-children-safe.md?raw';
import { useLocalizedMarkdown } from './localized-markdown';
import { MarkdownPage } from './MarkdownPage';

const spanish = () => import('../../../content/es/keeping-children-safe.md?raw');

/** /keeping-children-safe: what is checked, what is stored, who can see it, how to delete it. */
export function ChildrenSafetyPage() {
  return <MarkdownPage source={useLocalizedMarkdown(childrenSafety, spanish)} />;
}
