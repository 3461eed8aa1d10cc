import type { ColoringBookResult, ColoringPage } from '@storyloom/contracts';
import { DownloadButton } from './DownloadButton';
import { useWorksT } from './i18n';
import { useStoredUrl } from './use-stored-url';

/** The finished coloring book: every page to look at or print, and the whole book as a PDF. */
export function ColoringBookView({ book }: { book: ColoringBookResult }) {
  const { t } = useWorksT();
  return (
    <div className="works-coloring">
      <p className="works-work-title">{book.title}</p>
      <ul className="works-coloring__pages" aria-label={t('coloring.pages')}>
        {book.pages.map((page, index) => (
          <ColoringPageItem
            key={page.tag}
            page={page}
            number={index + 1}
            total={book.pages.length}
          />
        ))}
      </ul>
      <div className="works-actions">
        <DownloadButton
          path={book.pdf}
          fileName={t('coloring.fileName', { title: book.title })}
          extension="pdf"
        >
          {t('coloring.download')}
        </DownloadButton>
      </div>
    </div>
  );
}

interface ColoringPageItemProps {
  page: ColoringPage;
  number: number;
  total: number;
}

function ColoringPageItem({ page, number, total }: ColoringPageItemProps) {
  const { t } = useWorksT();
  const { url, error } = useStoredUrl(page.png);
  return (
    <li className="works-coloring__page">
      <figure className="works-coloring__figure">
        {url ? (
          <img
            className="works-coloring__picture"
            src={url}
            alt={page.description}
            width={page.width}
            height={page.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          // Holds the page's shape while its address is fetched, so the gallery does not jump.
          <span
            className="works-coloring__placeholder"
            style={{ aspectRatio: `${page.width} / ${page.height}` }}
            role="img"
            aria-label={error ?? page.description}
            aria-busy={error ? undefined : 'true'}
          />
        )}
        <figcaption className="works-coloring__caption">
          {t('coloring.pageOf', { page: number, total })}
        </figcaption>
      </figure>
      {url && (
        // The picture alone in a new tab prints as one full page.
        <a className="works-coloring__print" href={url} target="_blank" rel="noopener noreferrer">
          {t('coloring.print', { page: number })}
        </a>
      )}
    </li>
  );
}
