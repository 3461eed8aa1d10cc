// The public surface of this folder: other modules and engines import only from here.
export { registerMarketplace, seedCategories } from './marketplace.module.js';
