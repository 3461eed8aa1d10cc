export { drawOfflinePicture, drawSceneSvg } from './offline-illustrator.js';
export { characterLook, MAX_CHARACTERS_SHOWN, SCENE_HEIGHT, SCENE_WIDTH } from './plan-scene.js';
export type {
  DrawnPicture,
  Illustrator,
  PictureRequest,
  PictureSubject,
} from './illustrator-port.js';
export { HORIZON_Y, planScene, type PlacedCharacter, type ScenePlan } from './plan-scene.js';
export type { SceneContent, SceneFigure, SceneThing } from './describe-scene.js';
export type { SceneAction, ScenePlace, TimeOfDay, Weather } from './scene-lexicon.js';
export { createProviderIllustrator } from './provider-illustrator.js';
export { escapeXml } from './render-scene.js';
export { isSettingWord, placeNamedIn } from './describe-scene.js';
export { sceneWords, spanishKeys, type SceneLanguage, type SceneWord } from './scene-words.js';
export { SPANISH_THINGS } from './scene-lexicon.js';
