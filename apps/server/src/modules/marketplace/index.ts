// The public surface of this folder: other modules and engines import only from here.
export { createMarketplace, registerMarketplace, seedCategories } from './marketplace.module.js';
