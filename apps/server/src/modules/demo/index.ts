// The public surface of this folder: other modules and engines import only from here.
export { registerDemo } from './demo.module.js';
export { publicDemoCharacter, type PublicDemoCharacter } from './demo-characters.js';
export { DEFAULT_DEMO_CODE } from './default-demo.js';
export { startDefaultDemo, type DefaultDemoRun } from './default-demo.start.js';
