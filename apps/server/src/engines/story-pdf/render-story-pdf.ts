import PDFDocument from 'pdfkit';
import type { StoryResult } from '@storyloom/contracts';
import {
  drawCover,
  drawCredits,
  drawStoryPage,
  FOOTER_SPACE,
  MARGIN,
  numberPages,
  PAGE_SIZE,
  type Doc,
} from './book-pages.js';
import { loadPictures } from './pdf-pictures.js';
import { bookLabels, toPrintableText } from './pdf-text.js';

export type RenderStoryPdfOptions = {
  /** Reads a picture by its storage path; null (or a rejection) leaves the picture out. */
  readPicture: (path: string) => Promise<Buffer | null>;
  /** Shown on the cover and the credits page ("by Ada"). */
  author?: string;
  /** The date on the credits page and in the PDF's metadata; now when absent. */
  createdAt?: Date;
};

/**
 * The story as a printable picture book: a cover (title, the first page's picture), one page per
 * story page (picture on top, text below, page number) and a credits page. Pictures that cannot be
 * read are left out; their pages keep their text. Same story, pictures and createdAt, same bytes.
 */
export async function renderStoryPdf(
  story: StoryResult,
  options: RenderStoryPdfOptions,
): Promise<Buffer> {
  const labels = bookLabels(story.language);
  const createdAt = options.createdAt ?? new Date();
  const title = toPrintableText(story.title) || labels.untitled;
  const author = options.author ? toPrintableText(options.author) : '';
  const byline = author ? labels.byAuthor(author) : null;
  const pictures = await loadPictures(
    story.pages.flatMap((page) => (page.picture ? [page.picture.png] : [])),
    options.readPicture,
  );
  const pictureOf = (index: number) => {
    const path = story.pages[index]?.picture?.png;
    return (path && pictures.get(path)) || null;
  };

  const doc: Doc = new PDFDocument({
    size: PAGE_SIZE,
    layout: 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_SPACE },
    autoFirstPage: false,
    // Page numbers are written once every page exists, so keep the pages until the end.
    bufferPages: true,
    lang: story.language,
    displayTitle: true,
    info: {
      // Metadata strings are UTF-16 in the PDF, so the title keeps characters Helvetica lacks.
      Title: story.title.trim() || labels.untitled,
      Author: 'Storyloom',
      Subject: labels.subtitle,
      Creator: 'Storyloom',
      Producer: 'Storyloom',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const bytes = collectBytes(doc);

  drawCover(doc, { title, subtitle: labels.subtitle, byline, picture: pictureOf(0) });
  story.pages.forEach((page, index) => {
    drawStoryPage(doc, toPrintableText(page.text), pictureOf(index));
  });
  drawCredits(doc, {
    theEnd: labels.theEnd,
    madeWith: labels.madeWith,
    madeOn: labels.madeOn(createdAt),
    byline,
    // Credit OpenMoji whenever one of its pictures is printed in this book.
    pictureCredit:
      pictures.size > 0 ? { heading: labels.picturesHeading, text: labels.pictureCredit } : null,
  });
  numberPages(doc);
  doc.end();
  return bytes;
}

function collectBytes(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
