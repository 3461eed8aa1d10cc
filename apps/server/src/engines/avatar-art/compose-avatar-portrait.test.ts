import { StoryElementType } from '@storyloom/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeAvatarPortrait, OPENMOJI_ATTRIBUTION } from './compose-avatar-portrait.js';
import { FRIENDLY_DEFAULTS } from './type-preferences.js';

const dragon = {
  name: 'Dragon',
  description: 'a friendly dragon who guards a castle',
  type: StoryElementType.Character,
};

async function decode(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [...data.subarray(at, at + info.channels)];
  };
  return { data, info, pixel };
}

describe('composeAvatarPortrait', () => {
  it('draws a dragon for a dragon', async () => {
    const portrait = await composeAvatarPortrait(dragon);
    expect(['1F409', '1F432']).toContain(portrait.emoji.hexcode);
    expect(portrait.emoji.annotation).toMatch(/dragon/);
  });

  it('gives back a 512×512 PNG with no transparent pixel', async () => {
    const { png } = await composeAvatarPortrait(dragon);
    const metadata = await sharp(png).metadata();
    expect(metadata.format).toBe('png');
    expect([metadata.width, metadata.height]).toEqual([512, 512]);

    const { data, info } = await decode(png);
    for (let alpha = 3; alpha < data.length; alpha += info.channels) {
      if (data[alpha] !== 255) throw new Error(`pixel ${(alpha - 3) / 4} is not opaque`);
    }
  });

  it('draws the emoji itself, not only a background', async () => {
    const { png } = await composeAvatarPortrait(dragon);
    const stats = await sharp(png).stats();
    // A plain gradient card has a few soft colours; OpenMoji's dark outlines reach near black.
    expect(Math.min(...stats.channels.map((channel) => channel.min))).toBeLessThan(60);
  });

  it('gives the same bytes for the same input', async () => {
    const first = await composeAvatarPortrait({ ...dragon, seed: 'story-7' });
    const second = await composeAvatarPortrait({ ...dragon, seed: 'story-7' });
    expect(first.png.equals(second.png)).toBe(true);
    expect(first.emoji).toEqual(second.emoji);
  });

  it('paints different names in different background colours', async () => {
    const description = 'a curious little kitten';
    const type = StoryElementType.Character;
    const whiskers = await decode(
      (await composeAvatarPortrait({ name: 'Whiskers', description, type })).png,
    );
    const luna = await decode(
      (await composeAvatarPortrait({ name: 'Luna', description, type })).png,
    );
    expect(whiskers.pixel(4, 4)).not.toEqual(luna.pixel(4, 4));
  });

  it('uses many colours across many names', async () => {
    const names = ['Ada', 'Ben', 'Cleo', 'Dara', 'Eli', 'Finn', 'Gus', 'Hana', 'Ivo', 'Juno'];
    const corners = await Promise.all(
      names.map(async (name) => {
        const portrait = await composeAvatarPortrait({
          name,
          description: '',
          type: StoryElementType.Note,
        });
        return (await decode(portrait.png)).pixel(4, 4).join(',');
      }),
    );
    expect(new Set(corners).size).toBeGreaterThanOrEqual(4);
  });

  it('still draws a friendly picture when nothing in the text can be drawn', async () => {
    const portrait = await composeAvatarPortrait({
      name: 'Zorblax',
      description: 'qwerty',
      type: StoryElementType.Character,
    });
    expect(FRIENDLY_DEFAULTS[StoryElementType.Character]).toContain(portrait.emoji.hexcode);
    expect((await sharp(portrait.png).metadata()).width).toBe(512);
  });

  it('never draws a skull, even when asked for one', async () => {
    for (const type of [StoryElementType.Character, StoryElementType.Location]) {
      const portrait = await composeAvatarPortrait({ name: 'Skull', description: 'skull', type });
      expect(['1F480', '2620']).not.toContain(portrait.emoji.hexcode);
      expect(portrait.emoji.annotation).not.toMatch(/skull|bone/i);
    }
  });

  it('offers a credit line for OpenMoji', () => {
    expect(OPENMOJI_ATTRIBUTION).toMatch(/OpenMoji/);
    expect(OPENMOJI_ATTRIBUTION).toMatch(/openmoji\.org/);
    expect(OPENMOJI_ATTRIBUTION).toMatch(/CC BY-SA 4\.0/);
  });
});
