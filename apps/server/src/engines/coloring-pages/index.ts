export { drawColoringPage, drawColoringSvg } from './draw-coloring-page.js';
export type { ColoringPage, ColoringPageRequest } from './draw-coloring-page.js';
export { PAGE_PIXELS } from './coloring-layout.js';
export type { Paper } from './coloring-layout.js';
export { PDF_PAGE_SIZE, renderColoringBookPdf } from './coloring-book-pdf.js';
export type { ColoringBookRequest } from './coloring-book-pdf.js';
