import type { WizardStory } from '../wizard-slice';

const languageNames = { en: 'English', es: 'Español' } as const;

/** What the storyteller will get, so nothing surprises anyone after the credits are spent. */
export function StorySummary({ story }: { story: WizardStory }) {
  const rows: [string, string][] = [
    [
      'Characters and places',
      story.storyElements.map((element) => element.name).join(', ') || 'The storyteller chooses',
    ],
    ['What happens', story.event.description],
    ['What they want', story.goal.description],
    ['What stands in the way', story.challenge.description],
    ['How it should feel', story.instructions.description],
    [
      'Length, age, language',
      `${story.options.length === 'longer' ? 'Longer' : 'Normal'}, age ${story.options.age}, ${languageNames[story.options.language]}`,
    ],
  ];
  return (
    <dl className="story-summary">
      {rows
        .filter(([, value]) => value.trim() !== '')
        .map(([term, value]) => (
          <div key={term} className="story-summary__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
