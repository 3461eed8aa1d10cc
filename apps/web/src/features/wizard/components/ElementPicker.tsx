import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useStoryT } from '../i18n';
import { ElementChoice } from './ElementChoice';

/** The kinds shown, in this order; their titles are `picker.groups.<type>` in the texts. */
const groups = [StoryElementType.Character, StoryElementType.Location, StoryElementType.Note];

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
  const { t } = useStoryT();
  const visible = bag ? library.filter((element) => bag.memberIds?.includes(element.id)) : library;
  const shown = groups
    .map((type) => ({ type, elements: visible.filter((e) => e.type === type) }))
    .filter((group) => group.elements.length > 0);

  return (
    <div className="element-picker" data-tour="ideas-library">
      {shown.length === 0 && (
        <p className="story-note">
          {bag ? t('picker.bagEmpty', { name: bag.name }) : t('picker.nothing')}
        </p>
      )}
      {shown.map(({ type, elements }) => (
        <fieldset key={type} className="element-picker__group">
          <legend className="element-picker__legend">{t(`picker.groups.${type}`)}</legend>
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
