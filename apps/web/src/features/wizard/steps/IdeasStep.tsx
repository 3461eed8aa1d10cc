import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { DescriptionField } from '../components/DescriptionField';
import { ElementPicture } from '../components/ElementChoice';
import { ElementPicker } from '../components/ElementPicker';
import { IdeasToolbar, type RenderBagActions } from '../components/IdeasToolbar';
import { NewElementForm } from '../components/NewElementForm';
import { useStoryT } from '../i18n';
import { selectLibraryElements, selectLibraryLoading, type SignInState } from '../story-selectors';
import { selectStory, storyUpdated } from '../wizard-slice';

interface IdeasStepProps {
  signIn: SignInState;
  signInPath: string;
  /** The app's actions for the chosen bag (Publish); features do not import each other. */
  renderBagActions?: RenderBagActions;
}

/** Step 1: who is in the story, and what happens, what they want, what stands in the way. */
export function IdeasStep({ signIn, signInPath, renderBagActions }: IdeasStepProps) {
  const dispatch = useDispatch();
  const { t } = useStoryT();
  const story = useSelector(selectStory);
  const library = useSelector(selectLibraryElements);
  const libraryLoading = useSelector(selectLibraryLoading);
  // The kind being added with the inline form, or null while it is closed.
  const [adding, setAdding] = useState<StoryElementType | null>(null);
  const [bagId, setBagId] = useState<string | null>(null);
  const bags = library.filter((element) => element.type === StoryElementType.Bag);
  const bag = bags.find((candidate) => candidate.id === bagId) ?? null;
  const chosenIds = new Set(story.storyElements.map((element) => element.id));

  const choose = (elements: StoryElement[]) => dispatch(storyUpdated({ storyElements: elements }));
  const toggle = (element: StoryElement) =>
    choose(
      chosenIds.has(element.id)
        ? story.storyElements.filter((chosen) => chosen.id !== element.id)
        : [...story.storyElements, element],
    );

  return (
    <div className="story-step">
      <section className="story-section" aria-labelledby="ideas-who">
        <h3 id="ideas-who" className="story-section__title">
          {t('ideas.who')}
        </h3>
        {story.storyElements.length > 0 && (
          <ul className="chosen-list" aria-label={t('ideas.chosen')}>
            {story.storyElements.map((element) => (
              <li key={element.id} className="chosen-chip">
                <ElementPicture element={element} />
                <span>{element.name}</span>
                <button
                  type="button"
                  className="chosen-chip__remove"
                  aria-label={t('ideas.takeOut', { name: element.name })}
                  onClick={() => toggle(element)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <IdeasToolbar
          signIn={signIn}
          signInPath={signInPath}
          bags={bags}
          bag={bag}
          onSelectBag={setBagId}
          onAdd={setAdding}
          renderBagActions={renderBagActions}
        />
        {signIn === 'signedIn' ? (
          <>
            {adding !== null && (
              <NewElementForm
                type={adding}
                onTypeChange={setAdding}
                onCreated={(element) => choose([...story.storyElements, element])}
                onClose={() => setAdding(null)}
              />
            )}
            {library.length > 0 ? (
              <ElementPicker library={library} bag={bag} chosenIds={chosenIds} onToggle={toggle} />
            ) : (
              <p className="story-note">
                {libraryLoading ? t('ideas.fetching') : t('ideas.emptyLibrary')}
              </p>
            )}
          </>
        ) : (
          <div className="story-note">
            <p>{t('ideas.signedOut')}</p>
            {signIn === 'signedOut' && (
              <ButtonLink variant="secondary" to={signInPath}>
                {t('ideas.signInToChoose')}
              </ButtonLink>
            )}
          </div>
        )}
      </section>

      <section className="story-section" aria-labelledby="ideas-what">
        <h3 id="ideas-what" className="story-section__title">
          {t('ideas.what')}
        </h3>
        <DescriptionField
          field="event"
          label={t('ideas.event.label')}
          improveLabel={t('ideas.event.improve')}
          hint={t('ideas.event.hint')}
          placeholder={t('ideas.event.placeholder')}
          value={story.event.description}
          onChange={(description) => dispatch(storyUpdated({ event: { description } }))}
        />
        <DescriptionField
          field="goal"
          label={t('ideas.goal.label')}
          improveLabel={t('ideas.goal.improve')}
          hint={t('ideas.goal.hint')}
          placeholder={t('ideas.goal.placeholder')}
          value={story.goal.description}
          onChange={(description) => dispatch(storyUpdated({ goal: { description } }))}
        />
        <DescriptionField
          field="challenge"
          label={t('ideas.challenge.label')}
          improveLabel={t('ideas.challenge.improve')}
          hint={t('ideas.challenge.hint')}
          placeholder={t('ideas.challenge.placeholder')}
          value={story.challenge.description}
          onChange={(description) => dispatch(storyUpdated({ challenge: { description } }))}
        />
      </section>
    </div>
  );
}
