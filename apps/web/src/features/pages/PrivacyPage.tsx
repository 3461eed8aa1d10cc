import privacy from '../../../content/privacy.md?raw';
import { MarkdownPage } from './MarkdownPage';

/** /privacy: what we keep, why, for how long, and how to take it away. */
export function PrivacyPage() {
  return <MarkdownPage source={privacy} />;
}
