export { drawOfflinePicture, drawSceneSvg } from './offline-illustrator.js';
export { characterLook, MAX_CHARACTERS_SHOWN, SCENE_HEIGHT, SCENE_WIDTH } from './plan-scene.js';
export type {
  DrawnPicture,
  Illustrator,
  PictureRequest,
  PictureSubject,
} from './illustrator-port.js';
export { HORIZON_Y, planScene, type ScenePlan } from './plan-scene.js';
export { createProviderIllustrator } from './provider-illustrator.js';
export { escapeXml } from './render-scene.js';
