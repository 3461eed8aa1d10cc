import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { ElementChoice } from './ElementChoice';

const groups = [
  { type: StoryElementType.Character, title: 'Characters' },
  { type: StoryElementType.Location, title: 'Places' },
  { type: StoryElementType.Note, title: 'Notes' },
] as const;

interface ElementPickerProps {
  library: StoryElement[];
  /** The bag chosen in the toolbar: only what it holds is shown. */
  bag: StoryElement | null;
  chosenIds: ReadonlySet<string>;
  onToggle: (element: StoryElement) => void;
}

/**
 * The library, grouped by kind, each element a toggle. A bag narrows the list to what it holds,
 * so a family can pick the characters of one world quickly.
 */
export function ElementPicker({ library, bag, chosenIds, onToggle }: ElementPickerProps) {
  const visible = bag ? library.filter((element) => bag.memberIds?.includes(element.id)) : library;
  const shown = groups
    .map((group) => ({ ...group, elements: visible.filter((e) => e.type === group.type) }))
    .filter((group) => group.elements.length > 0);

  return (
    <div className="element-picker" data-tour="ideas-library">
      {shown.length === 0 && (
        <p className="story-note">
          {bag ? `${bag.name} holds no characters, places or notes yet.` : 'Nothing here yet.'}
        </p>
      )}
      {shown.map(({ type, title, elements }) => (
        <fieldset key={type} className="element-picker__group">
          <legend className="element-picker__legend">{title}</legend>
          <div className="element-picker__grid">
            {elements.map((element) => (
              <ElementChoice
                key={element.id}
                element={element}
                chosen={chosenIds.has(element.id)}
                onToggle={onToggle}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
