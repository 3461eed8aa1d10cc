// The public surface of this folder: other modules and engines import only from here.
export { registerDemo } from './demo.module.js';
export { publicDemoCharacter, type PublicDemoCharacter } from './demo-characters.js';
