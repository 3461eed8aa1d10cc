// The public surface of this folder: other modules and engines import only from here.
export { healthRoutes } from './health.routes.js';
