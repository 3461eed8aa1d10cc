// The public surface of this folder: other modules and engines import only from here.
export { improveOffline } from './offline-improver.js';
export { createProviderImprover, type DescriptionImprover } from './provider-improver.js';
