import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PictureRequest } from './illustrator-port.js';
import { drawColoringSvg } from '../coloring-pages/index.js';
import { drawOfflinePicture, drawSceneSvg, SCENE_HEIGHT, SCENE_WIDTH } from './index.js';

const pip = { name: 'Pip', description: 'a shy hedgehog who collects shiny buttons' };
const lola = { name: 'Lola', description: 'a chatty squirrel who knows every path' };
const woods = { name: 'Whispering Woods', description: 'a forest where the trees hum softly' };
const bay = { name: 'Sunny Bay', description: 'a beach by the sea' };

const page = (overrides: Partial<PictureRequest> = {}): PictureRequest => ({
  specification: 'Pip and Lola look for a lost key among the trees.',
  characters: [pip, lola],
  location: woods,
  style: 'storybook',
  seed: 'artifact-1/page-1',
  ...overrides,
});

const signal = new AbortController().signal;

/** Each character group as drawn: its emoji, colour and the artwork inside it. */
function characterGroups(svg: string): Map<string, string> {
  const groups = new Map<string, string>();
  const pattern = /<g class="character" data-name="([^"]*)"([^>]*)>(.*?)<\/g>(?=\n|<\/svg>)/gs;
  for (const [, name, attributes, inner] of svg.matchAll(pattern)) {
    // Place and size differ from page to page (fewer characters are drawn larger); what is
    // drawn must not.
    const drawing = inner!
      .replace(/<svg x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*"/, '<svg')
      .replace(/<ellipse[^>]*>/, '');
    groups.set(name!, `${attributes}${drawing}`);
  }
  return groups;
}

describe('the offline illustrator', () => {
  it('draws a PNG at the picture size and an SVG that parses', async () => {
    const picture = await drawOfflinePicture(page(), { signal });
    expect(picture).toMatchObject({ width: SCENE_WIDTH, height: SCENE_HEIGHT });
    const png = await sharp(picture.png).metadata();
    expect(png).toMatchObject({ format: 'png', width: SCENE_WIDTH, height: SCENE_HEIGHT });
    const svg = await sharp(Buffer.from(picture.svg!)).metadata();
    expect(svg).toMatchObject({ format: 'svg', width: SCENE_WIDTH, height: SCENE_HEIGHT });
    // Self-contained: nothing linked from outside.
    expect(picture.svg).not.toMatch(/href=|<image/);
  });

  it('draws the same character the same way on different pages', async () => {
    const first = characterGroups(await drawSceneSvg(page()));
    const second = characterGroups(
      await drawSceneSvg(
        page({
          specification: 'Lola and Pip rest on the beach at night.',
          characters: [lola, pip, { name: 'Moss', description: 'an old turtle' }],
          location: bay,
          style: 'storybook',
          seed: 'artifact-1/page-2',
        }),
      ),
    );
    expect(first.get('Pip')).toBeDefined();
    expect(second.get('Pip')).toBe(first.get('Pip'));
    expect(second.get('Lola')).toBe(first.get('Lola'));
    expect(first.get('Pip')).not.toBe(first.get('Lola'));
  });

  it('changes the backdrop with the location', async () => {
    const inWoods = await drawSceneSvg(page());
    const atSea = await drawSceneSvg(page({ location: bay }));
    const inSpace = await drawSceneSvg(
      page({ location: { name: 'Moon Base', description: 'a station on a far planet' } }),
    );
    const theme = (svg: string) => /data-theme="([^"]+)"/.exec(svg)?.[1];
    expect([theme(inWoods), theme(atSea), theme(inSpace)]).toEqual(['forest', 'sea', 'space']);
    const sky = (svg: string) => /<stop offset="0" stop-color="([^"]+)"/.exec(svg)?.[1];
    expect(new Set([sky(inWoods), sky(atSea), sky(inSpace)]).size).toBeGreaterThan(1);
    expect(theme(await drawSceneSvg(page({ location: null, specification: 'A quiet day.' })))).toBe(
      'meadow',
    );
  });

  it('is byte-identical for the same request and seed, and varies with the seed', async () => {
    const once = await drawSceneSvg(page());
    expect(await drawSceneSvg(page())).toBe(once);
    expect(await drawSceneSvg(page({ seed: 'artifact-2/page-1' }))).not.toBe(once);
  });

  it('leaves no shown character out, showing at most four', async () => {
    const names = ['Pip', 'Lola', 'Moss', 'Bea', 'Tom', 'Ana'];
    const characters = names.map((name) => ({ name, description: '' }));
    const svg = await drawSceneSvg(page({ characters: characters.slice(0, 3) }));
    expect([...characterGroups(svg).keys()]).toEqual(['Pip', 'Lola', 'Moss']);
    const crowded = await drawSceneSvg(page({ characters }));
    expect([...characterGroups(crowded).keys()]).toEqual(['Pip', 'Lola', 'Moss', 'Bea']);
    expect(crowded).not.toContain('+2');
  });

  it('draws the things the text names, and keeps names inside the SVG', async () => {
    const svg = await drawSceneSvg(
      page({
        specification: 'Pip finds a boat and a key under a star.',
        characters: [{ name: 'Pip "<b>"', description: 'a hedgehog' }],
      }),
    );
    const props = [...svg.matchAll(/<g class="prop" data-emoji="([^"]+)"/g)].map((m) => m[1]);
    expect(props).toEqual(expect.arrayContaining(['1F6E5', '1F511', '2B50']));
    expect(svg).toContain('data-name="Pip &#34;&#60;b&#62;&#34;"');
    expect(svg).not.toContain('<b>');
  });

  it('draws bold pictures with heavier lines than storybook and pastel ones', async () => {
    const bold = await drawSceneSvg(page({ style: 'bold' }));
    const pastel = await drawSceneSvg(page({ style: 'pastel' }));
    expect(bold).toContain('stroke-width="3.6"');
    expect(pastel).not.toContain('stroke-width="3.6"');
    expect(pastel).not.toBe(await drawSceneSvg(page()));
  });

  it('draws night pages measurably darker than day pages, with a moon and no sun', async () => {
    const meanLuminance = async (png: Buffer) => {
      const { channels } = await sharp(png).greyscale().stats();
      return channels[0]!.mean / 255;
    };
    const day = await drawOfflinePicture(
      page({ specification: 'Pip and Lola pick flowers in the woods on a sunny morning.' }),
      { signal },
    );
    const night = await drawOfflinePicture(
      page({ specification: 'Goodnight! Pip and Lola fall asleep under the stars at night.' }),
      { signal },
    );
    const [dayLight, nightLight] = [await meanLuminance(day.png), await meanLuminance(night.png)];
    expect(nightLight).toBeLessThan(dayLight * 0.6);
    expect(night.svg).toContain('data-time="night"');
    expect(night.svg).not.toContain('#FFD23F'); // the sun's colour
    for (const text of ['Pip is at home at dusk.', 'Pip es feliz en casa al atardecer.']) {
      const dusk = await drawOfflinePicture(page({ specification: text }), { signal });
      const duskLight = await meanLuminance(dusk.png);
      expect(duskLight).toBeLessThan(dayLight);
      expect(duskLight).toBeGreaterThan(nightLight);
    }
  });

  it('draws a hedgehog grandmother as the same hedgehog on every page and coloring page', async () => {
    const rosa = { name: 'Grandma Rosa', description: 'a hedgehog grandmother who knits' };
    const fox = { name: 'Pip the Fox', description: '' };
    const pages = [
      'Pip the Fox brings the lantern to Grandma Rosa (the hedgehog grandmother).',
      'Grandma Rosa and Pip drink tea in the kitchen.',
      'At bedtime Grandma Rosa tells Pip a story in the cozy bedroom.',
    ].map((specification, i) =>
      page({ specification, characters: [fox, rosa], location: null, seed: `a/${i}` }),
    );
    const emojiOf = (svg: string, name: string) =>
      new RegExp(`class="character" data-name="${name}" data-emoji="([^"]+)"`).exec(svg)?.[1];
    const hedgehog = '1F994';
    for (const request of pages) {
      const svg = await drawSceneSvg(request);
      expect(emojiOf(svg, 'Grandma Rosa')).toBe(hedgehog);
      expect(emojiOf(svg, 'Pip the Fox')).toBe('1F98A');
      // No second Rosa: neither an old woman nor a spare hedgehog stands among the props.
      expect(svg.match(new RegExp(`data-emoji="${hedgehog}"`, 'g'))).toHaveLength(1);
      expect(svg).not.toMatch(/data-emoji="1F475"/);
      const coloring = await drawColoringSvg({
        scene: request,
        title: 'Rosa',
        paper: 'a4',
        language: 'en',
      });
      expect(emojiOf(coloring, 'Grandma Rosa')).toBe(hedgehog);
    }
  });

  it('never draws a note, not even as a document icon', async () => {
    const rule = { name: 'Bedtime rule', description: 'Be home before dark.' };
    const svg = await drawSceneSvg(
      page({
        specification: 'Pip remembers the bedtime rule written on a note.',
        characters: [pip, rule],
        notes: [rule],
      }),
    );
    expect([...characterGroups(svg).keys()]).toEqual(['Pip']);
    expect(svg).not.toMatch(/class="prop"/);
  });

  it('stops when told to', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(drawOfflinePicture(page(), { signal: controller.signal })).rejects.toThrow('stop');
  });
});
