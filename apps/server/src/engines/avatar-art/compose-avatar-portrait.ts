import type { StoryElementType } from '@storyloom/contracts';
import { chooseEmoji } from './choose-emoji.js';
import { loadEmojiKeywordIndex } from './emoji-keyword-index.js';
import { readEmojiSvg } from './openmoji-catalog.js';
import { portraitColourFor } from './portrait-palette.js';
import { renderPortrait } from './render-portrait.js';

/** Credit that must accompany every portrait made here (OpenMoji is CC BY-SA 4.0). */
export const OPENMOJI_ATTRIBUTION =
  'Portraits use OpenMoji artwork (openmoji.org), licensed under CC BY-SA 4.0.';

/** Long descriptions say nothing more about the picture; this bounds the work per request. */
const MAX_TEXT_LENGTH = 2000;

export interface AvatarPortraitInput {
  name: string;
  description: string;
  type: StoryElementType;
  seed?: string;
}

export interface AvatarPortrait {
  png: Buffer;
  emoji: { hexcode: string; annotation: string };
}

/**
 * The offline portrait of a story element: an OpenMoji picture of what its name and
 * description talk about (a dragon for a dragon), on a soft background in a colour that
 * belongs to its name. The same input always gives the same bytes.
 */
export async function composeAvatarPortrait(input: AvatarPortraitInput): Promise<AvatarPortrait> {
  const text = {
    name: input.name.slice(0, MAX_TEXT_LENGTH),
    description: input.description.slice(0, MAX_TEXT_LENGTH),
    type: input.type,
    ...(input.seed === undefined ? {} : { seed: input.seed }),
  };
  const choice = chooseEmoji(text, await loadEmojiKeywordIndex());
  const [mainSvg, badgeSvg] = await Promise.all([
    readEmojiSvg(choice.main.hexcode),
    choice.badge ? readEmojiSvg(choice.badge.hexcode) : undefined,
  ]);
  const png = await renderPortrait({
    colour: portraitColourFor(text.name),
    mainSvg,
    ...(badgeSvg === undefined ? {} : { badgeSvg }),
  });
  return { png, emoji: { hexcode: choice.main.hexcode, annotation: choice.main.annotation } };
}
