// The public surface of this folder: other modules and engines import only from here.
export { bookLabels, toPrintableText } from './pdf-text.js';
export { renderStoryPdf } from './render-story-pdf.js';
