import type { StoryElement } from '@storyloom/contracts';
import { StorageImage } from '../../../components/ui/StorageImage';
import { nameLetterOf } from '../../../components/ui/initials';

/** The element's small picture, or its name's first letter (coloured by kind) when it has none. */
export function ElementPicture({ element }: { element: StoryElement }) {
  return (
    <span className="element-choice__picture">
      {element.avatarUrl ? (
        <StorageImage path={element.avatarUrl} size="tiny" alt="" />
      ) : (
        <span
          className={`element-choice__mark element-choice__mark--${element.type}`}
          aria-hidden="true"
        >
          {nameLetterOf(element.name)}
        </span>
      )}
    </span>
  );
}

interface ElementChoiceProps {
  element: StoryElement;
  chosen: boolean;
  onToggle: (element: StoryElement) => void;
}

/** One library element as a toggle: pressed means it is in the story. */
export function ElementChoice({ element, chosen, onToggle }: ElementChoiceProps) {
  return (
    <button
      type="button"
      className="element-choice"
      aria-pressed={chosen}
      title={element.description || undefined}
      onClick={() => onToggle(element)}
    >
      <ElementPicture element={element} />
      <span className="element-choice__name">{element.name}</span>
      <span className="element-choice__tick" aria-hidden="true">
        {chosen ? '✓' : '+'}
      </span>
    </button>
  );
}
