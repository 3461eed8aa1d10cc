// A type-only import: erased from the bundle, so abcjs is still fetched only on demand.
import type * as AbcjsModule from 'abcjs';
import { useEffect, useRef, useState } from 'react';
import { useWorksT } from './i18n';

type Abcjs = typeof AbcjsModule;

/** abcjs is a CommonJS package: depending on the bundler its functions sit on `default`. */
async function loadAbcjs(): Promise<Abcjs> {
  const loaded = (await import('abcjs')) as Abcjs & { default?: Abcjs };
  return typeof loaded.renderAbc === 'function' ? loaded : (loaded.default ?? loaded);
}

const CURRENT_NOTE = 'works-song__note--sung';

interface SongScoreProps {
  abc: string;
  /** How many syllables are sung: one per note of the tune. */
  syllables: number;
  /** The syllable being sung, or -1; its note is lit in the score as its word is in the lyrics. */
  current: number;
}

/**
 * The song's sheet music, with the note being sung lit. abcjs is loaded only when a score is
 * shown, so the first visit to the app never downloads it.
 */
export function SongScore({ abc, syllables, current }: SongScoreProps) {
  const { t } = useWorksT();
  const target = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // The drawn notes in singing order (abcjs marks each with 'abcjs-note'; rests differ).
  const notes = useRef<Element[]>([]);

  useEffect(() => {
    let wanted = true;
    void loadAbcjs().then(
      (abcjs) => {
        if (!wanted || !target.current) return;
        abcjs.renderAbc(target.current, abc, { responsive: 'resize', add_classes: true });
        notes.current = [...target.current.querySelectorAll('.abcjs-note')];
        setDrawn(true);
      },
      (reason: unknown) => console.warn('The sheet music could not be drawn.', reason),
    );
    return () => {
      wanted = false;
    };
  }, [abc]);

  useEffect(() => {
    // A score whose notes do not pair with the syllables one to one lights nothing rather than
    // the wrong note.
    if (!drawn || notes.current.length !== syllables) return;
    const note = notes.current[current];
    note?.classList.add(CURRENT_NOTE);
    return () => note?.classList.remove(CURRENT_NOTE);
  }, [drawn, syllables, current]);

  return (
    <figure className="works-song__score">
      <figcaption className="works-song__caption">{t('song.score')}</figcaption>
      {!drawn && <p className="works-muted">{t('song.scoreLoading')}</p>}
      <div ref={target} className="works-song__notes" data-testid="song-score" />
    </figure>
  );
}
