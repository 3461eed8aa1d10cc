import { OPENMOJI_CREDIT, type Artifact, type StoryResult } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useApiClient } from '../../lib/api-client-context';
import { saveEditedBook } from './book-api';
import { BookDownloads } from './BookDownloads';
import { BookPicture } from './BookPicture';
import { NewPictureDialog } from './NewPictureDialog';
import { PageEditor } from './PageEditor';
import { usePageTurns } from './use-page-turns';
import { useBookT } from './i18n';
import './story-book.css';

/** What the signed-in owner of a finished book may do with it. */
export interface BookOwner {
  artifactId: string;
  storyId: string;
  /** The server's updated book (edited text, a new picture). */
  onChanged: (artifact: Artifact) => void;
  /** Opens the plans when a new picture needs more credits. */
  onSeePlans?: () => void;
}

export interface StoryBookProps {
  /** The told story: its title, language and pages. */
  toldStory: StoryResult;
  /** Without an owner the book is read only (a visitor, a demo). */
  owner?: BookOwner;
}

/**
 * The finished story as a picture book: the title, one page at a time with its picture above
 * the text, turned by the buttons, the arrow keys or a swipe. The owner can fix a page's text,
 * draw a picture again, download the PDF and open it in the reader.
 */
export function StoryBook({ toldStory, owner }: StoryBookProps) {
  const api = useApiClient();
  const { t } = useBookT();
  const [editing, setEditing] = useState(false);
  const [redrawing, setRedrawing] = useState(false);
  const total = toldStory.pages.length;
  const { index, turn, onKeyDown, swipeHandlers, pageRef } = usePageTurns(total, editing);
  const page = toldStory.pages[index];
  const hasPictures = toldStory.pages.some((candidate) => candidate.picture);

  async function saveText(text: string) {
    if (!owner) return;
    const result: StoryResult = {
      ...toldStory,
      pages: toldStory.pages.map((candidate, at) =>
        at === index ? { ...candidate, text } : candidate,
      ),
    };
    owner.onChanged(
      await saveEditedBook(api, { artifactId: owner.artifactId, storyId: owner.storyId, result }),
    );
    setEditing(false);
  }

  return (
    <article
      className="story-book"
      aria-labelledby="story-book-title"
      lang={toldStory.language}
      onKeyDown={onKeyDown}
    >
      <h3 id="story-book-title" className="story-book__title">
        {toldStory.title}
      </h3>
      {page && (
        <div
          ref={pageRef}
          key={index}
          className="story-book__page"
          tabIndex={-1}
          role="group"
          aria-roledescription="page"
          aria-label={t('book.pageOf', { page: index + 1, total })}
          {...swipeHandlers}
        >
          {page.picture && <BookPicture picture={page.picture} />}
          {editing ? (
            <PageEditor
              pageNumber={index + 1}
              text={page.text}
              onSave={saveText}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="story-book__text">
              {page.text.split(/\n+/).map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
            </div>
          )}
        </div>
      )}
      {/* The page turns come before the page's tools: held at the bottom of a phone's screen,
          they must never sit over a control that scrolls under them. */}
      <nav
        className={`story-book__nav${editing ? '' : ' story-book__nav--thumb'}`}
        aria-label={t('book.pages')}
      >
        <Button variant="secondary" onClick={() => turn(-1)} disabled={editing || index === 0}>
          {t('book.previous')}
        </Button>
        <p className="story-book__count" aria-live="polite">
          {t('book.pageOf', { page: index + 1, total })}
        </p>
        <Button onClick={() => turn(1)} disabled={editing || index >= total - 1}>
          {t('book.next')}
        </Button>
      </nav>
      {owner && page && !editing && (
        <div className="story-book__tools" aria-label={t('book.thisPage')} role="group">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('book.edit')}
          </Button>
          {page.picture && (
            <Button variant="secondary" onClick={() => setRedrawing(true)}>
              {t('book.newPicture')}
            </Button>
          )}
        </div>
      )}
      {hasPictures && <p className="story-book__credit">{OPENMOJI_CREDIT}</p>}
      {owner && <BookDownloads artifactId={owner.artifactId} title={toldStory.title} />}
      {owner && redrawing && page?.picture && (
        <NewPictureDialog
          picture={page.picture}
          artifactId={owner.artifactId}
          storyId={owner.storyId}
          onDrawn={owner.onChanged}
          onClose={() => setRedrawing(false)}
          onSeePlans={owner.onSeePlans}
        />
      )}
    </article>
  );
}
