import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { OPENMOJI_CREDIT } from '@storyloom/contracts';
import { toPrintableText } from '../story-pdf/index.js';
import type { Paper } from './coloring-layout.js';

export type ColoringBookRequest = {
  title: string;
  language: 'en' | 'es';
  paper: Paper;
  /** The coloring pages as PNGs, in story order: one PDF page each. */
  pages: Buffer[];
  /** The date in the PDF's metadata; now when absent. Same pages and date, same bytes. */
  createdAt?: Date;
};

/** PDF page sizes in points (1/72 inch), portrait. */
export const PDF_PAGE_SIZE: Record<Paper, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
};

/** A quarter inch all round, inside any home printer's printable area. */
const PAGE_MARGIN = 18;
const CREDIT_SIZE = 6.5;
/** Refuse absurd images (decompression bombs) rather than spend the server's memory on them. */
const MAX_INPUT_PIXELS = 40_000_000;

const SUBJECT: Record<ColoringBookRequest['language'], string> = {
  en: 'A Storyloom coloring book',
  es: 'Un libro para colorear de Storyloom',
};
const UNTITLED: Record<ColoringBookRequest['language'], string> = {
  en: 'My coloring book',
  es: 'Mi libro para colorear',
};

/**
 * A story's coloring pages as one printable PDF: one page per coloring page, at the paper's
 * size, each page's picture as large as fits inside a small margin and nothing else on it.
 * OpenMoji's licence asks for credit: one small line in the bottom margin of the last page.
 */
export async function renderColoringBookPdf(request: ColoringBookRequest): Promise<Buffer> {
  if (request.pages.length === 0) throw new Error('A coloring book needs at least one page.');
  const pictures = await Promise.all(request.pages.map(pageSize));
  const [pageWidth, pageHeight] = PDF_PAGE_SIZE[request.paper];
  const createdAt = request.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin: 0,
    autoFirstPage: false,
    lang: request.language,
    displayTitle: true,
    info: {
      // Metadata strings are UTF-16 in the PDF, so the title keeps every character.
      Title: request.title.trim() || UNTITLED[request.language],
      Author: 'Storyloom',
      Subject: SUBJECT[request.language],
      Creator: 'Storyloom',
      Producer: 'Storyloom',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const bytes = collectBytes(doc);

  const room = { width: pageWidth - 2 * PAGE_MARGIN, height: pageHeight - 2 * PAGE_MARGIN };
  pictures.forEach((picture, index) => {
    doc.addPage();
    const scale = Math.min(room.width / picture.width, room.height / picture.height);
    const width = picture.width * scale;
    const height = picture.height * scale;
    doc.image(request.pages[index]!, (pageWidth - width) / 2, (pageHeight - height) / 2, {
      width,
      height,
    });
  });
  doc
    .font('Helvetica')
    .fontSize(CREDIT_SIZE)
    .fillColor('#000000')
    .text(toPrintableText(OPENMOJI_CREDIT), PAGE_MARGIN, pageHeight - PAGE_MARGIN + 5, {
      width: pageWidth - 2 * PAGE_MARGIN,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return bytes;
}

/** The picture's size in pixels; anything that is not a PNG is refused before pdfkit sees it. */
async function pageSize(png: Buffer): Promise<{ width: number; height: number }> {
  const { format, width, height } = await sharp(png, {
    limitInputPixels: MAX_INPUT_PIXELS,
  }).metadata();
  if (format !== 'png' || !width || !height) throw new Error('A coloring page is not a PNG.');
  return { width, height };
}

function collectBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
