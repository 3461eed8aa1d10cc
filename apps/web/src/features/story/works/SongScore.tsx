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

/**
 * The song's sheet music. abcjs is loaded only when a score is shown, so the first visit to the
 * app never downloads it.
 */
export function SongScore({ abc }: { abc: string }) {
  const { t } = useWorksT();
  const target = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let wanted = true;
    void loadAbcjs().then(
      (abcjs) => {
        if (!wanted || !target.current) return;
        abcjs.renderAbc(target.current, abc, { responsive: 'resize', add_classes: true });
        setDrawn(true);
      },
      (reason: unknown) => console.warn('The sheet music could not be drawn.', reason),
    );
    return () => {
      wanted = false;
    };
  }, [abc]);

  return (
    <figure className="works-song__score">
      <figcaption className="works-song__caption">{t('song.score')}</figcaption>
      {!drawn && <p className="works-muted">{t('song.scoreLoading')}</p>}
      <div ref={target} className="works-song__notes" data-testid="song-score" />
    </figure>
  );
}
