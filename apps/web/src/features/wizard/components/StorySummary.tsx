import { useStoryBookT } from '../book-i18n';
import { useStoryT } from '../i18n';
import type { WizardStory } from '../wizard-slice';

/** The story's language as the option names it (the story's content, not the interface's). */
const languageNames = { en: 'English', es: 'Español' } as const;

/** What the storyteller will get, so nothing surprises anyone after the credits are spent. */
export function StorySummary({ story }: { story: WizardStory }) {
  const { t } = useStoryBookT();
  const { t: wizardT } = useStoryT();
  const rows: [string, string][] = [
    [
      t('summary.elements'),
      story.storyElements.map((element) => element.name).join(', ') ||
        t('summary.storytellerChooses'),
    ],
    [t('summary.event'), story.event.description],
    [t('summary.goal'), story.goal.description],
    [t('summary.challenge'), story.challenge.description],
    [t('summary.instructions'), story.instructions.description],
    [
      t('summary.shape'),
      t('summary.shapeValue', {
        length: story.options.length === 'longer' ? wizardT('plot.longer') : wizardT('plot.normal'),
        age: story.options.age,
        language: languageNames[story.options.language],
      }),
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
