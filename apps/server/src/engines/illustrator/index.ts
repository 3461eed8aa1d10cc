export { drawOfflinePicture, drawSceneSvg } from './offline-illustrator.js';
export { characterLook, MAX_CHARACTERS_SHOWN, SCENE_HEIGHT, SCENE_WIDTH } from './plan-scene.js';
