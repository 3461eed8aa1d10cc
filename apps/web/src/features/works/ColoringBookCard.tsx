import { PAPER_SIZES, type PaperSize } from '@storyloom/contracts';
import { useId, useState } from 'react';
import { ColoringBookView } from './ColoringBookView';
import { useWorksT } from './i18n';
import { defaultPaper } from './paper';
import { WorkCard } from './WorkCard';
import type { WorkCardShared } from './work-card-shared';

/** The coloring book: the paper is chosen first, then the pages are drawn. */
export function ColoringBookCard({ work, ...shared }: WorkCardShared<'coloring-book'>) {
  const { t } = useWorksT();
  const name = useId();
  const [paper, setPaper] = useState<PaperSize>(() => defaultPaper(navigator.language));
  const book = work.work?.result;

  const setup = (
    <fieldset className="works-choices">
      <legend className="works-choices__legend">{t('coloring.paper')}</legend>
      {PAPER_SIZES.map((size) => (
        <label key={size} className="works-choice">
          <input
            type="radio"
            name={name}
            value={size}
            checked={paper === size}
            onChange={() => setPaper(size)}
          />
          {t(`coloring.${size}`)}
        </label>
      ))}
    </fieldset>
  );

  return (
    <WorkCard
      kind="coloring-book"
      work={work}
      setup={setup}
      options={{ paper }}
      done={book ? <ColoringBookView book={book} /> : null}
      {...shared}
    />
  );
}
