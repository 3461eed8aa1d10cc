// The public surface of this folder: other modules and engines import only from here.
export { wordsOf } from './child-safety.js';
export { chooseEmoji } from './choose-emoji.js';
export { composeAvatarPortrait } from './compose-avatar-portrait.js';
export {
  type EmojiKeywordIndex,
  loadEmojiKeywordIndex,
  MatchStrength,
} from './emoji-keyword-index.js';
export { type OpenmojiEntry, readEmojiSvg } from './openmoji-catalog.js';
export { portraitColourFor, shade } from './portrait-palette.js';
export { emojiArtwork } from './render-portrait.js';
export { stableHash } from './stable-hash.js';
export { singularCandidates, storyWords } from './story-words.js';
