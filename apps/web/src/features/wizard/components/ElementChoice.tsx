import type { StoryElement } from '@storyloom/contracts';
import { StorageImage } from '../../../components/ui/StorageImage';
import { useStoryT } from '../i18n';

/** The element's small picture, or a soft letter for its kind when it has none. */
export function ElementPicture({ element }: { element: StoryElement }) {
  const { t } = useStoryT();
  return (
    <span className="element-choice__picture">
      {element.avatarUrl ? (
        <StorageImage path={element.avatarUrl} size="tiny" alt="" />
      ) : (
        <span
          className={`element-choice__mark element-choice__mark--${element.type}`}
          aria-hidden="true"
        >
          {t(`picker.marks.${element.type}`)}
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
