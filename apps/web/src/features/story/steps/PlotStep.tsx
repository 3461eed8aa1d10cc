import { STORY_LIMITS, type StoryOptions } from '@storyloom/contracts';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DescriptionField } from '../components/DescriptionField';
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
          How should it feel?
        </h3>
        <DescriptionField
          label="Instructions for the storyteller"
          hint="The mood, a lesson, a favourite word: whatever makes it yours."
          placeholder="Cosy and calm for bedtime, with a little joke on every page"
          value={story.instructions.description}
          onChange={(description) => dispatch(storyUpdated({ instructions: { description } }))}
        />
      </section>

      <section className="story-section" aria-labelledby={`${id}-shape`}>
        <h3 id={`${id}-shape`} className="story-section__title">
          Length, age and language
        </h3>
        <fieldset className="story-options">
          <legend className="text-field__label">Length</legend>
          <label className="story-option">
            <input
              type="radio"
              name={`${id}-length`}
              checked={options.length === 'normal'}
              onChange={() => setOptions({ length: 'normal' })}
            />
            Normal
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
            Longer
          </label>
          {!canGenerateLonger && (
            <p id={`${id}-longer-note`} className="text-field__hint">
              Longer stories come with a bigger plan; your plan writes the normal length.
            </p>
          )}
        </fieldset>
        <div className="story-options__row">
          <div className="text-field">
            <label className="text-field__label" htmlFor={`${id}-age`}>
              Child’s age
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
              Language
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
