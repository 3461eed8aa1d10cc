import type { PrintablePicture } from './pdf-pictures.js';

// How the book's pages are drawn. Sizes are PDF points (1/72 inch).
//
// A4 portrait, because families print at home: it goes through any home printer at 100% with no
// rotation or scaling (Letter printers shrink it by 3% with "fit to page"), and a tall page holds
// a generous picture on top with large text below, the way early-reader books are laid out.
// A5 landscape looks more like a bookshop picture book but prints as a small page in the middle
// of a sheet, with text too small for a child once shrunk.

export type Doc = PDFKit.PDFDocument;

export const PAGE_SIZE = 'A4';
export const MARGIN = 48;
/** Bottom margin: room for the page number under the text. */
export const FOOTER_SPACE = 60;

const COLORS = {
  paper: '#FFF6E6',
  frame: '#F2C57C',
  ink: '#2E2A26',
  accent: '#C8553D',
  soft: '#8A6F5A',
  card: '#FFFFFF',
};

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';

/** Story text sizes to try, largest first: a child reads along, so shrink only when needed. */
const BODY_SIZES = [18, 17, 16, 15, 14, 13];
const BODY_LINE_GAP = 5;
const BODY_PARAGRAPH_GAP = 8;
const PICTURE_TEXT_GAP = 22;
/** A page's picture takes at most this share of the page, and gives way down to the minimum. */
const PICTURE_SHARE = { max: 0.6, min: 0.35 };
/** heightOfString and the line wrapper round differently; leave a little air. */
const FIT_SLACK = 4;

function fitInside(picture: PrintablePicture, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / picture.width, maxHeight / picture.height);
  return { width: picture.width * scale, height: picture.height * scale };
}

/** Draws a picture centred in a box; a PNG pdfkit cannot read is left out, not fatal. */
function drawPicture(doc: Doc, picture: PrintablePicture, x: number, y: number, size: Size) {
  try {
    doc.image(picture.png, x, y, { width: size.width, height: size.height });
  } catch {
    // The page keeps its text; the picture was already checked by sharp, so this is rare.
  }
}

type Size = { width: number; height: number };

function paintPaper(doc: Doc) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(COLORS.paper);
  doc
    .roundedRect(24, 24, width - 48, height - 48, 18)
    .lineWidth(3)
    .stroke(COLORS.frame);
}

/** The largest of `sizes` at which the text fits in the box (the smallest when none does). */
function fittingFontSize(doc: Doc, font: string, text: string, box: Size, sizes: number[]): number {
  for (const size of sizes) {
    doc.font(font).fontSize(size);
    if (doc.heightOfString(text, { width: box.width, align: 'center' }) <= box.height) return size;
  }
  return sizes[sizes.length - 1]!;
}

export type Cover = {
  title: string;
  subtitle: string;
  byline: string | null;
  picture: PrintablePicture | null;
};

export function drawCover(doc: Doc, cover: Cover): void {
  doc.addPage();
  paintPaper(doc);
  const { width: pageWidth, height: pageHeight } = doc.page;
  const inner = { x: MARGIN + 12, width: pageWidth - 2 * (MARGIN + 12) };
  const titleBox = { width: inner.width, height: 200 };
  const titleSize = fittingFontSize(doc, BOLD, cover.title, titleBox, [44, 40, 36, 32, 28, 24]);
  doc.font(BOLD).fontSize(titleSize).fillColor(COLORS.ink);
  // height + ellipsis: an endless title is cut short instead of running onto a second page.
  doc.text(cover.title, inner.x, 100, { ...titleBox, align: 'center', ellipsis: true });
  let y = doc.y + 18;
  doc.font(ITALIC).fontSize(18).fillColor(COLORS.accent);
  doc.text(cover.subtitle, inner.x, y, { width: inner.width, align: 'center', lineBreak: false });
  y = doc.y + 8;
  if (cover.byline) {
    doc.font(REGULAR).fontSize(15).fillColor(COLORS.soft);
    doc.text(cover.byline, inner.x, y, { width: inner.width, align: 'center', height: 40 });
    y = doc.y;
  }
  if (!cover.picture) return;
  // The picture sits on a white card, so a white-backed illustration looks framed, not pasted.
  const padding = 12;
  const top = y + 36;
  const room = { width: inner.width - 2 * padding, height: pageHeight - 90 - top - 2 * padding };
  if (room.height < 80) return;
  const size = fitInside(cover.picture, room.width, room.height);
  const cardX = (pageWidth - size.width) / 2 - padding;
  doc
    .roundedRect(cardX, top, size.width + 2 * padding, size.height + 2 * padding, 12)
    .fillAndStroke(COLORS.card, COLORS.frame);
  drawPicture(doc, cover.picture, cardX + padding, top + padding, size);
}

type PageLayout = { fontSize: number; picture: Size | null; textHeight: number };

/** Picks the largest text size at which picture and text share the page without overflowing. */
function storyPageLayout(
  doc: Doc,
  text: string,
  picture: PrintablePicture | null,
  box: Size,
): PageLayout {
  const measure = (fontSize: number) => {
    doc.font(REGULAR).fontSize(fontSize);
    return text
      ? doc.heightOfString(text, {
          width: box.width,
          lineGap: BODY_LINE_GAP,
          paragraphGap: BODY_PARAGRAPH_GAP,
        }) + FIT_SLACK
      : 0;
  };
  const natural = picture ? fitInside(picture, box.width, box.height * PICTURE_SHARE.max) : null;
  const smallest = picture ? Math.min(natural!.height, box.height * PICTURE_SHARE.min) : 0;
  for (const fontSize of BODY_SIZES) {
    const textHeight = measure(fontSize);
    if (!picture) {
      if (textHeight <= box.height) return { fontSize, picture: null, textHeight };
      continue;
    }
    const room = box.height - PICTURE_TEXT_GAP - textHeight;
    if (room >= smallest) {
      const pictureSize = fitInside(picture, box.width, Math.min(natural!.height, room));
      return { fontSize, picture: pictureSize, textHeight };
    }
  }
  // Still too long at the smallest size: the picture keeps its minimum and the text continues on
  // the next page rather than running off this one.
  const fontSize = BODY_SIZES[BODY_SIZES.length - 1]!;
  return {
    fontSize,
    picture: picture ? fitInside(picture, box.width, smallest) : null,
    textHeight: measure(fontSize),
  };
}

/** One story page: the picture on top, the text below (or centred when there is no picture). */
export function drawStoryPage(doc: Doc, text: string, picture: PrintablePicture | null): void {
  doc.addPage();
  const { width: pageWidth, height: pageHeight } = doc.page;
  const box = { width: pageWidth - 2 * MARGIN, height: pageHeight - MARGIN - FOOTER_SPACE };
  const layout = storyPageLayout(doc, text, picture, box);
  // Picture and text move together, a little above the middle of the page, where the eye lands.
  const pictureHeight = layout.picture ? layout.picture.height + PICTURE_TEXT_GAP : 0;
  let y = MARGIN + Math.max(0, (box.height - pictureHeight - layout.textHeight) * 0.4);
  if (picture && layout.picture) {
    drawPicture(doc, picture, (pageWidth - layout.picture.width) / 2, y, layout.picture);
    y += pictureHeight;
  }
  if (!text) return;
  doc.font(REGULAR).fontSize(layout.fontSize).fillColor(COLORS.ink);
  doc.text(text, MARGIN, y, {
    width: box.width,
    lineGap: BODY_LINE_GAP,
    paragraphGap: BODY_PARAGRAPH_GAP,
  });
}

export type Credits = {
  theEnd: string;
  madeWith: string;
  madeOn: string;
  byline: string | null;
  pictureCredit: { heading: string; text: string } | null;
};

export function drawCredits(doc: Doc, credits: Credits): void {
  doc.addPage();
  paintPaper(doc);
  const { width: pageWidth, height: pageHeight } = doc.page;
  const inner = { x: MARGIN + 12, width: pageWidth - 2 * (MARGIN + 12) };
  const centred = { width: inner.width, align: 'center' as const };
  doc.font(BOLD).fontSize(40).fillColor(COLORS.ink);
  doc.text(credits.theEnd, inner.x, pageHeight * 0.3, centred);
  doc.moveDown(1.2);
  doc.font(REGULAR).fontSize(17).fillColor(COLORS.accent).text(credits.madeWith, centred);
  doc.moveDown(0.4);
  doc.fontSize(13).fillColor(COLORS.soft).text(credits.madeOn, centred);
  if (credits.byline) doc.moveDown(0.3).text(credits.byline, { ...centred, height: 40 });
  if (!credits.pictureCredit) return;
  doc.font(BOLD).fontSize(11).fillColor(COLORS.ink);
  doc.text(credits.pictureCredit.heading, inner.x, pageHeight - 190, centred);
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(11).fillColor(COLORS.soft).text(credits.pictureCredit.text, centred);
}

/** Numbers every page between the cover and the credits; the cover counts as page 0. */
export function numberPages(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 1; index < count - 1; index += 1) {
    doc.switchToPage(start + index);
    // Writing below the bottom margin would make pdfkit start a new page; lift it for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(11).fillColor(COLORS.soft);
    doc.text(String(index), 0, doc.page.height - 38, {
      width: doc.page.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
