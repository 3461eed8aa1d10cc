import type { SongResult } from '@storyloom/contracts';
import { useMemo } from 'react';
import { useWorksT } from './i18n';
import { sungSections } from './song-timing';

interface SongLyricsProps {
  song: Pick<SongResult, 'sections' | 'syllables'>;
  /** Index of the syllable being sung, -1 for none. */
  current: number;
}

/**
 * The words, section by section, with the sung syllable lit up. The highlight is marked with
 * aria-current but never announced: a screen reader reading along would hear a word a second.
 */
export function SongLyrics({ song, current }: SongLyricsProps) {
  const { t } = useWorksT();
  const sections = useMemo(() => sungSections(song), [song]);
  return (
    <div className="works-song__lyrics" aria-live="off">
      {sections.map((section, sectionIndex) => (
        <section key={sectionIndex} className={`works-song__section works-song__${section.kind}`}>
          <p className="works-song__section-name">
            {section.kind === 'verse'
              ? t('song.verse', { number: section.number })
              : t('song.chorus')}
          </p>
          {section.lines.map((line, lineIndex) => (
            <p key={lineIndex} className="works-song__line">
              {line.syllables.length === 0
                ? line.text
                : line.syllables.map((syllable) => (
                    <span key={syllable.index}>
                      <span
                        className={
                          syllable.index === current
                            ? 'works-song__syllable works-song__syllable--sung'
                            : 'works-song__syllable'
                        }
                        aria-current={syllable.index === current ? 'true' : undefined}
                      >
                        {syllable.text}
                      </span>
                      {syllable.wordEnd ? ' ' : ''}
                    </span>
                  ))}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
