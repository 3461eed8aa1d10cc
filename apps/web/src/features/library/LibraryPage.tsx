import type { StoryElement, StoryElementType } from '@storyloom/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { Spinner } from '../../components/ui/Spinner';
import { BagDialog } from './BagDialog';
import { DeleteDialog } from './DeleteDialog';
import { ElementCard, type CardAction } from './ElementCard';
import { ElementDialog } from './ElementDialog';
import { FIRST_STEPS, RECENT_WORK, type TypeFilter } from './element-types';
import { useLibraryT } from './i18n';
import { useErrorText } from '../../lib/i18n';
import { LibraryToolbar } from './LibraryToolbar';
import { RecentWork } from './RecentWork';
import { ShareDialog } from './ShareDialog';
import { useStoryElements } from './use-story-elements';
import './library.css';

type OpenDialog =
  | { kind: 'create'; type: StoryElementType }
  | { kind: 'edit' | 'share' | 'delete'; element: StoryElement }
  | { kind: 'bag'; id: string };

/** Name search is case-insensitive, like the server's. */
function matches(element: StoryElement, filter: TypeFilter, search: string): boolean {
  if (filter !== 'all' && element.type !== filter) return false;
  const wanted = search.trim().toLowerCase();
  return wanted === '' || element.name.toLowerCase().includes(wanted);
}

interface LibraryPageProps {
  /** Extra actions on each bag's card, brought by other features (the app passes Publish). */
  renderBagActions?: (bag: StoryElement) => ReactNode;
}

/** /library, signed in only: everything the user made, to find, change, group and share. */
export function LibraryPage({ renderBagActions }: LibraryPageProps = {}) {
  const { elements, isLoading, error, reload } = useStoryElements();
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const { t } = useLibraryT();
  const translateError = useErrorText();

  const shown = elements.filter((element) => matches(element, filter, search));
  const close = () => setDialog(null);
  const onAction = (action: CardAction, element: StoryElement) =>
    setDialog(action === 'open' ? { kind: 'bag', id: element.id } : { kind: action, element });
  const openBag = dialog?.kind === 'bag' ? elements.find((e) => e.id === dialog.id) : undefined;

  return (
    <Card className="library" aria-labelledby="library-title">
      <h1 id="library-title" ref={headingRef} tabIndex={-1} className="library__title">
        {t('page.title')}
      </h1>
      <p className="library__intro">{t('page.intro')}</p>
      <LibraryToolbar
        filter={filter}
        onFilter={setFilter}
        search={search}
        onSearch={setSearch}
        onCreate={(type) => setDialog({ kind: 'create', type })}
      />

      {filter === RECENT_WORK ? (
        <RecentWork search={search} onClearSearch={() => setSearch('')} />
      ) : (
        <>
          {error && (
            <div className="library-message library-message--error library-error" role="alert">
              <p>{translateError(error)}</p>
              <Button variant="secondary" onClick={() => void reload()}>
                {t('page.tryAgain')}
              </Button>
            </div>
          )}

          {isLoading && elements.length === 0 ? (
            <div className="library-loading">
              <Spinner label={t('page.opening')} />
            </div>
          ) : elements.length === 0 ? (
            !error && (
              <EmptyMessage
                message={t('page.empty')}
                action={
                  <div className="library-empty__actions">
                    {FIRST_STEPS.map(({ type }, index) => (
                      <Button
                        key={type}
                        variant={index === 0 ? 'primary' : 'secondary'}
                        onClick={() => setDialog({ kind: 'create', type })}
                      >
                        {t(`firstSteps.${type}`)}
                      </Button>
                    ))}
                  </div>
                }
              />
            )
          ) : shown.length === 0 ? (
            <EmptyMessage
              message={
                search.trim() ? t('page.noMatch', { search: search.trim() }) : t('page.noneOfKind')
              }
              action={
                <Button
                  variant="secondary"
                  onClick={() => {
                    setFilter('all');
                    setSearch('');
                  }}
                >
                  {t('page.showEverything')}
                </Button>
              }
            />
          ) : (
            <ul className="library-grid" aria-label={t('page.gridLabel')} aria-busy={isLoading}>
              {shown.map((element) => (
                <ElementCard
                  key={element.id}
                  element={element}
                  onAction={onAction}
                  renderBagActions={renderBagActions}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {dialog?.kind === 'create' && (
        <ElementDialog target={{ type: dialog.type }} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <ElementDialog target={{ element: dialog.element }} onClose={close} />
      )}
      {dialog?.kind === 'share' && <ShareDialog element={dialog.element} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          element={dialog.element}
          onClose={close}
          onDeleted={() => {
            close();
            // The card that opened the dialog is gone; the heading is the calm place to land.
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      )}
      {openBag && <BagDialog bag={openBag} elements={elements} onClose={close} />}
    </Card>
  );
}
