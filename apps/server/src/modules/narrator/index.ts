// The public surface of this folder: other modules and engines import only from here.
export { narratorRoutes } from './narrator.routes.js';
