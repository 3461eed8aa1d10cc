import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { lazy, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useStoryT } from '../i18n';
import type { SignInState } from '../story-selectors';

// Opened from a chosen bag's Share button, so it loads then rather than with the first page.
const ShareBagDialog = lazy(() =>
  import('./ShareBagDialog').then((module) => ({ default: module.ShareBagDialog })),
);

/** What the add buttons make, in the order the library groups them (`toolbar.add.<type>`). */
export const addKinds = [
  StoryElementType.Character,
  StoryElementType.Location,
  StoryElementType.Note,
] as const;

export type AddableKind = (typeof addKinds)[number];

/** Actions the app puts next to the chosen bag (the marketplace's Publish). */
export type RenderBagActions = (bag: StoryElement) => ReactNode;

interface IdeasToolbarProps {
  signIn: SignInState;
  signInPath: string;
  bags: StoryElement[];
  bag: StoryElement | null;
  onSelectBag: (bagId: string | null) => void;
  onAdd: (type: AddableKind) => void;
  renderBagActions?: RenderBagActions;
}

const FOCUSABLE = 'button:not([disabled]), a[href]';

/**
 * Arrow keys, Home and End move along the toolbar's controls, as in the step list; Tab still
 * reaches each one, so nothing depends on knowing the keys.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  const last = controls.length - 1;
  const targets: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  controls[next]?.focus();
}

/**
 * The Ideas step's tools: add a character, place or note, narrow the ideas to a bag, and share
 * or publish that bag. Signed-out visitors get the add buttons as ways to sign in, nothing more.
 */
export function IdeasToolbar({
  signIn,
  signInPath,
  bags,
  bag,
  onSelectBag,
  onAdd,
  renderBagActions,
}: IdeasToolbarProps) {
  const { t } = useStoryT();
  const [sharing, setSharing] = useState<StoryElement | null>(null);
  if (signIn === 'loading') return null;
  const signedIn = signIn === 'signedIn';

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('toolbar.label')}
        className="ideas-toolbar"
        data-tour="ideas-toolbar"
        onKeyDown={moveFocus}
      >
        <div className="ideas-toolbar__add">
          {addKinds.map((type) =>
            signedIn ? (
              <Button key={type} variant="secondary" onClick={() => onAdd(type)}>
                {t(`toolbar.add.${type}`)}
              </Button>
            ) : (
              <ButtonLink key={type} variant="secondary" to={signInPath}>
                {t(`toolbar.add.${type}`)}
              </ButtonLink>
            ),
          )}
        </div>
        {signedIn && bags.length > 0 && (
          <div className="ideas-toolbar__bags" role="group" aria-label={t('toolbar.showFrom')}>
            <button
              type="button"
              className="chip"
              aria-pressed={bag === null}
              onClick={() => onSelectBag(null)}
            >
              {t('toolbar.allIdeas')}
            </button>
            {bags.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className="chip"
                aria-pressed={candidate.id === bag?.id}
                onClick={() => onSelectBag(candidate.id)}
              >
                {candidate.name}
              </button>
            ))}
          </div>
        )}
        {signedIn && bag && (
          <div className="ideas-toolbar__bag-actions">
            <Button variant="link" aria-haspopup="dialog" onClick={() => setSharing(bag)}>
              {t('toolbar.shareBag')}
            </Button>
            {renderBagActions?.(bag)}
          </div>
        )}
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareBagDialog bag={sharing} onClose={() => setSharing(null)} />
        </Suspense>
      )}
    </>
  );
}
