// The public surface of this folder: other modules and engines import only from here.
export { registerCalls } from './calls.module.js';
