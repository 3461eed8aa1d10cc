import { checkChildSafeText, type ChildSafetyText } from '../../engines/child-safety/index.js';
import { UnsafeContentError } from './marketplace.errors.js';

type Named = { name: string; description: string };
type Document = { title: string; content: string };

/** The texts of one idea, named the way the publisher sees them. */
export function ideaTexts(idea: Named, documents: Document[] = []): ChildSafetyText[] {
  const label = `“${idea.name}”`;
  return [
    { field: `Name of ${label}`, text: idea.name },
    { field: `Description of ${label}`, text: idea.description },
    ...documents.flatMap((document) => [
      { field: `Title of the document “${document.title}” of ${label}`, text: document.title },
      { field: `Document “${document.title}” of ${label}`, text: document.content },
    ]),
  ];
}

/** Throws the 422 naming every text to change; nothing may be stored before this passes. */
export function assertChildSafe(texts: ChildSafetyText[]): void {
  const result = checkChildSafeText(texts);
  if (!result.ok) throw new UnsafeContentError(result.problems);
}
