// The public surface of this folder: other modules and engines import only from here.
export { storyPdfRoutes } from './story-pdf.routes.js';
