import { useStoryReadyT } from '../ready-i18n';
import { useStoryT } from '../i18n';
import type { WizardStory } from '../wizard-slice';

/** The story's language as the option names it (the story's content, not the interface's). */
const languageNames = { en: 'English', es: 'Español' } as const;

/** What the storyteller will get from the draft, so nothing surprises anyone after the credits are spent. */
export function StorySummary({ draft }: { draft: WizardStory }) {
  const { t } = useStoryReadyT();
  const { t: wizardT } = useStoryT();
  const rows: [string, string][] = [
    [
      t('summary.elements'),
      draft.storyElements.map((element) => element.name).join(', ') ||
        t('summary.storytellerChooses'),
    ],
    [t('summary.event'), draft.event.description],
    [t('summary.goal'), draft.goal.description],
    [t('summary.challenge'), draft.challenge.description],
    [t('summary.instructions'), draft.instructions.description],
    [
      t('summary.shape'),
      t('summary.shapeValue', {
        length: draft.options.length === 'longer' ? wizardT('plot.longer') : wizardT('plot.normal'),
        age: draft.options.age,
        language: languageNames[draft.options.language],
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
