import about from '../../../content/about.md?raw';
import { MarkdownPage } from './MarkdownPage';

/** /about: what the product is, who it is for, and the credits (OpenMoji among them). */
export function AboutPage() {
  return <MarkdownPage source={about} />;
}
