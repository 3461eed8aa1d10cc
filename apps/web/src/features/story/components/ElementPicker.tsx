import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useState } from 'react';
import { ElementChoice } from './ElementChoice';

const groups = [
  { type: StoryElementType.Character, title: 'Characters' },
  { type: StoryElementType.Location, title: 'Places' },
  { type: StoryElementType.Note, title: 'Notes' },
] as const;

interface ElementPickerProps {
  library: StoryElement[];
  chosenIds: ReadonlySet<string>;
  onToggle: (element: StoryElement) => void;
}

/**
 * The library, grouped by kind, each element a toggle. A bag narrows the list to what it holds,
 * so a family can pick the characters of one world quickly.
 */
export function ElementPicker({ library, chosenIds, onToggle }: ElementPickerProps) {
  const [bagId, setBagId] = useState<string | null>(null);
  const bags = library.filter((element) => element.type === StoryElementType.Bag);
  const bag = bags.find((candidate) => candidate.id === bagId) ?? null;
  const visible = bag ? library.filter((element) => bag.memberIds?.includes(element.id)) : library;

  return (
    <div className="element-picker">
      {bags.length > 0 && (
        <div className="element-picker__bags" role="group" aria-label="Show ideas from">
          <button
            type="button"
            className="chip"
            aria-pressed={bag === null}
            onClick={() => setBagId(null)}
          >
            All ideas
          </button>
          {bags.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              className="chip"
              aria-pressed={candidate.id === bag?.id}
              onClick={() => setBagId(candidate.id)}
            >
              {candidate.name}
            </button>
          ))}
        </div>
      )}
      {groups.map(({ type, title }) => {
        const elements = visible.filter((element) => element.type === type);
        if (elements.length === 0) return null;
        return (
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
        );
      })}
    </div>
  );
}
