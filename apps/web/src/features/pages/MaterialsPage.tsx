import materials from '../../../content/media/materials.md?raw';
import { MarkdownPage } from './MarkdownPage';

/** /media/materials: the name, the colours and how to describe the product. */
export function MaterialsPage() {
  return <MarkdownPage source={materials} />;
}
