import type { StoryResult } from '@storyloom/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * The finished story as a simple book: the title, one page at a time, Previous and Next (or the
 * arrow keys). The illustrated book and the PDF come later.
 */
export function StoryBook({ story }: { story: StoryResult }) {
  const [index, setIndex] = useState(0);
  const total = story.pages.length;
  const page = story.pages[Math.min(index, total - 1)];
  const text = useRef<HTMLDivElement>(null);
  const turned = useRef(false);

  // After a page turn the new page is announced; the first render leaves focus where it is.
  useEffect(() => {
    if (turned.current) text.current?.focus();
  }, [index]);

  function turn(by: number) {
    const next = Math.min(Math.max(index + by, 0), total - 1);
    if (next === index) return;
    turned.current = true;
    setIndex(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else return;
    event.preventDefault();
  }

  return (
    <article
      className="story-book"
      aria-labelledby="story-book-title"
      lang={story.language}
      onKeyDown={onKeyDown}
    >
      <h3 id="story-book-title" className="story-book__title">
        {story.title}
      </h3>
      {page && (
        <div
          ref={text}
          key={index}
          className="story-book__page"
          tabIndex={-1}
          aria-roledescription="page"
          aria-label={`Page ${index + 1} of ${total}`}
        >
          {page.text.split(/\n+/).map((paragraph, line) => (
            <p key={line}>{paragraph}</p>
          ))}
        </div>
      )}
      <nav className="story-book__nav" aria-label="Pages">
        <Button variant="secondary" onClick={() => turn(-1)} disabled={index === 0}>
          Previous
        </Button>
        <p className="story-book__count" aria-live="polite">
          Page {index + 1} of {total}
        </p>
        <Button onClick={() => turn(1)} disabled={index >= total - 1}>
          Next
        </Button>
      </nav>
    </article>
  );
}
