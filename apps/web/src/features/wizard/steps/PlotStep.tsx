import { STORY_LIMITS, type StoryOptions } from '@storyloom/contracts';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DescriptionField } from '../components/DescriptionField';
import { useStoryT } from '../i18n';
import { selectCanGenerateLonger } from '../story-selectors';
import { selectStory, storyUpdated } from '../wizard-slice';

const ages = Array.from(
  { length: STORY_LIMITS.ageMax - STORY_LIMITS.ageMin + 1 },
  (_, index) => STORY_LIMITS.ageMin + index,
);
const languages: { value: StoryOptions['language']; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

/** Step 2: how the story should feel, how long, for what age, in which language. */
export function PlotStep() {
  const dispatch = useDispatch();
  const { t } = useStoryT();
  const story = useSelector(selectStory);
  const canGenerateLonger = useSelector(selectCanGenerateLonger);
  const id = useId();
  const { options } = story;
  const setOptions = (change: Partial<StoryOptions>) =>
    dispatch(storyUpdated({ options: { ...options, ...change } }));

  return (
    <div className="story-step">
      <section className="story-section" aria-labelledby={`${id}-feel`}>
        <h3 id={`${id}-feel`} className="story-section__title">
          {t('plot.feel')}
        </h3>
        <DescriptionField
          field="instructions"
          label={t('plot.instructions.label')}
          improveLabel={t('plot.instructions.improve')}
          hint={t('plot.instructions.hint')}
          placeholder={t('plot.instructions.placeholder')}
          value={story.instructions.description}
          onChange={(description) => dispatch(storyUpdated({ instructions: { description } }))}
        />
      </section>

      <section className="story-section" aria-labelledby={`${id}-shape`}>
        <h3 id={`${id}-shape`} className="story-section__title">
          {t('plot.shape')}
        </h3>
        <fieldset className="story-options">
          <legend className="text-field__label">{t('plot.length')}</legend>
          <label className="story-option">
            <input
              type="radio"
              name={`${id}-length`}
              checked={options.length === 'normal'}
              onChange={() => setOptions({ length: 'normal' })}
            />
            {t('plot.normal')}
          </label>
          <label className="story-option">
            <input
              type="radio"
              name={`${id}-length`}
              checked={options.length === 'longer'}
              disabled={!canGenerateLonger}
              aria-describedby={canGenerateLonger ? undefined : `${id}-longer-note`}
              onChange={() => setOptions({ length: 'longer' })}
            />
            {t('plot.longer')}
          </label>
          {!canGenerateLonger && (
            <p id={`${id}-longer-note`} className="text-field__hint">
              {t('plot.longerNote')}
            </p>
          )}
        </fieldset>
        <div className="story-options__row">
          <div className="text-field">
            <label className="text-field__label" htmlFor={`${id}-age`}>
              {t('plot.age')}
            </label>
            <select
              id={`${id}-age`}
              className="text-field__input"
              value={options.age}
              onChange={(event) => setOptions({ age: Number(event.target.value) })}
            >
              {ages.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
          </div>
          <div className="text-field">
            <label className="text-field__label" htmlFor={`${id}-language`}>
              {t('plot.language')}
            </label>
            <select
              id={`${id}-language`}
              className="text-field__input"
              value={options.language}
              onChange={(event) =>
                setOptions({ language: event.target.value as StoryOptions['language'] })
              }
            >
              {languages.map((language) => (
                <option key={language.value} value={language.value} lang={language.value}>
                  {language.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>
    </div>
  );
}
