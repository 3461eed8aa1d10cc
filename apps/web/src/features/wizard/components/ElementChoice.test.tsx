import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElementChoice } from './ElementChoice';

const max: StoryElement = {
  id: 'max',
  name: 'Max',
  description: 'a dog who loves puddles',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1,
};

describe('an element without a picture in the wizard', () => {
  it("shows its name's first letter, as everywhere else, not its kind's", () => {
    render(<ElementChoice element={max} chosen={false} onToggle={() => undefined} />);
    const button = screen.getByRole('button', { name: /Max/ });
    expect(button.querySelector('.element-choice__mark')?.textContent).toBe('M');
  });

  it('does so for a place too', () => {
    render(
      <ElementChoice
        element={{ ...max, id: 'woods', name: 'whispering woods', type: StoryElementType.Location }}
        chosen={false}
        onToggle={() => undefined}
      />,
    );
    expect(document.querySelector('.element-choice__mark')?.textContent).toBe('W');
  });
});
