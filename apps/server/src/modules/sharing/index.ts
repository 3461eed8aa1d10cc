// The public surface of this folder: other modules and engines import only from here.
export { registerSharing } from './sharing.module.js';
