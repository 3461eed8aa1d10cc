import { beforeAll, describe, expect, it } from 'vitest';
import { loadEmojiKeywordIndex, type EmojiKeywordIndex } from '../avatar-art/index.js';
import type { PictureRequest, PictureSubject } from './illustrator-port.js';
import { planScene, type ScenePlan } from './plan-scene.js';

let index: EmojiKeywordIndex;
beforeAll(async () => {
  index = await loadEmojiKeywordIndex();
});

const mia = { name: 'Mia', description: 'a brave little girl' };
const tomas = { name: 'Tomás', description: 'un niño muy curioso' };

const plan = (specification: string, more: Partial<PictureRequest> = {}): ScenePlan =>
  planScene(
    {
      specification,
      characters: [mia],
      location: null,
      style: 'storybook',
      seed: 'story-1/page-1',
      ...more,
    },
    index,
  );

type Case = {
  text: string;
  place?: string;
  time?: string;
  weather?: string;
  /** Words of OpenMoji's names for things the picture must draw. */
  things?: string[];
};

/** Page sentences as a storyteller or a family writes them: each names its scene differently. */
const ENGLISH: Case[] = [
  {
    text: 'Mia carried the lantern through the dark woods.',
    place: 'forest',
    time: 'night',
    things: ['lantern'],
  },
  {
    text: 'Mia walked into the forest at dawn with a map.',
    place: 'forest',
    time: 'dawn',
    things: ['map'],
  },
  {
    text: 'Late at night, Mia looked out of the castle tower at the moon.',
    place: 'castle',
    time: 'night',
  },
  { text: 'Mia built a sandcastle on the beach on a sunny morning.', place: 'sea', time: 'day' },
  {
    text: 'The waves splashed as Mia sailed her little boat across the sea at sunset.',
    place: 'sea',
    time: 'dusk',
    things: ['boat'],
  },
  {
    text: 'Mia fell asleep in her cozy bedroom, hugging her teddy bear.',
    place: 'bedroom',
    time: 'night',
    things: ['teddy'],
  },
  { text: 'Goodnight, Mia. Sleep tight in your bed.', place: 'bedroom', time: 'night' },
  {
    text: 'Mia climbed the snowy mountain in the morning.',
    place: 'mountain',
    time: 'day',
    weather: 'snow',
  },
  {
    text: 'It rained all afternoon in the garden, so Mia opened her umbrella.',
    place: 'garden',
    time: 'day',
    weather: 'rain',
    things: ['umbrella'],
  },
  {
    text: 'Thunder rumbled over the farm and lightning lit the barn.',
    place: 'farm',
    weather: 'storm',
  },
  { text: 'Mia found a golden key in the cave.', place: 'cave', things: ['key'] },
  {
    text: 'Mia flew her rocket past a planet and a shining star.',
    place: 'space',
    time: 'night',
    things: ['rocket', 'star'],
  },
  {
    text: 'In the busy town market, Mia bought a cake and three apples.',
    place: 'town',
    things: ['cake', 'apple'],
  },
  { text: 'Mia baked cookies in the kitchen at home.', place: 'home', things: ['cookie'] },
  { text: 'Mia flew high in the sky on a big balloon.', place: 'sky', things: ['balloon'] },
  {
    text: 'Fog covered the lake at daybreak while Mia fished from the shore.',
    place: 'sea',
    time: 'dawn',
    weather: 'fog',
  },
  {
    text: 'A strong wind blew Mia’s kite over the hills.',
    place: 'mountain',
    weather: 'wind',
    things: ['kite'],
  },
  { text: 'Mia read a book by candlelight in the library.', place: 'town', things: ['book'] },
  {
    text: 'Mia opened the treasure chest under the palm trees on the island.',
    place: 'sea',
    things: ['gem'],
  },
  {
    text: 'In the evening, Mia lit a candle and wrote a letter.',
    time: 'dusk',
    things: ['candle'],
  },
  {
    text: 'Mia watched the stars twinkle from the meadow with her telescope.',
    place: 'garden',
    things: ['telescope'],
  },
  {
    text: 'Mia rode her bicycle down the village street on a bright day.',
    place: 'town',
    time: 'day',
    things: ['bicycle'],
  },
  {
    text: 'At midnight the owl hooted from the old oak tree.',
    place: 'forest',
    time: 'night',
    things: ['owl'],
  },
  {
    text: 'It was a stormy night and the wind howled around the lighthouse.',
    place: 'sea',
    time: 'night',
    weather: 'storm',
  },
  {
    text: 'On a cold winter evening, the children built a snowman in the yard.',
    place: 'garden',
    time: 'dusk',
    weather: 'snow',
    things: ['snowman'],
  },
  { text: 'Mia blew out the candles on her birthday cake.', things: ['candle', 'cake'] },
];

const SPANISH: Case[] = [
  {
    text: 'Mia llevaba la linterna por el bosque oscuro.',
    place: 'forest',
    time: 'night',
    things: ['lantern'],
  },
  {
    text: 'Al amanecer, Mia encontró una llave y un mapa en la playa.',
    place: 'sea',
    time: 'dawn',
    things: ['key', 'map'],
  },
  {
    text: 'Mia dormía en su cama mientras nevaba fuera.',
    place: 'bedroom',
    time: 'night',
    weather: 'snow',
  },
  { text: 'Esa noche, la luna brillaba sobre el castillo.', place: 'castle', time: 'night' },
  {
    text: 'Mia navegó en su barco por el mar al atardecer.',
    place: 'sea',
    time: 'dusk',
    things: ['sailboat'],
  },
  {
    text: 'Llovía mucho en el jardín y Mia abrió su paraguas.',
    place: 'garden',
    weather: 'rain',
    things: ['umbrella'],
  },
  {
    text: 'Mia subió a la montaña nevada por la mañana.',
    place: 'mountain',
    time: 'day',
    weather: 'snow',
  },
  { text: 'En la cueva, Mia descubrió un cofre lleno de tesoros.', place: 'cave', things: ['gem'] },
  { text: 'Mia horneó un pastel en la cocina de su casa.', place: 'home', things: ['cake'] },
  {
    text: 'El cohete de Mia viajó por el espacio hasta un planeta lejano.',
    place: 'space',
    time: 'night',
    things: ['rocket'],
  },
  {
    text: 'Una tormenta con truenos y relámpagos sacudió la granja.',
    place: 'farm',
    weather: 'storm',
  },
  { text: 'Mia voló muy alto en el cielo con su cometa.', place: 'sky', things: ['kite'] },
  {
    text: 'En el mercado del pueblo, Mia compró manzanas y pan.',
    place: 'town',
    things: ['apple', 'bread'],
  },
  { text: 'Había niebla en el lago cuando Mia llegó a la orilla.', place: 'sea', weather: 'fog' },
  {
    text: 'Mia leyó un libro a la luz de una vela antes de dormir.',
    time: 'night',
    things: ['book', 'candle'],
  },
  { text: 'Las estrellas brillaban de noche sobre el prado.', place: 'garden', time: 'night' },
  {
    text: 'El viento soplaba fuerte en la colina y movía las hojas.',
    place: 'mountain',
    weather: 'wind',
    things: ['leaf'],
  },
  {
    text: 'Un día soleado, Mia jugaba con una pelota en el parque.',
    place: 'garden',
    time: 'day',
    things: ['ball'],
  },
  {
    text: 'Esa noche, el búho cantaba en el árbol del bosque.',
    place: 'forest',
    time: 'night',
    things: ['owl'],
  },
  {
    text: 'Había una tormenta y el viento soplaba fuerte en el faro.',
    place: 'sea',
    weather: 'storm',
  },
  {
    text: 'La astronauta flotaba en su cohete cerca de la luna.',
    place: 'space',
    time: 'night',
    things: ['rocket'],
  },
  { text: 'El oso dormía todo el invierno en su cueva.', place: 'cave', things: ['bear'] },
  { text: 'El botón cayó al otro lado del arroyo.', place: 'river' },
];

const names = (plan: ScenePlan) => plan.things.map((thing) => thing.annotation).join(' | ');

describe.each([
  ['English', ENGLISH],
  ['Spanish', SPANISH],
])('the scene plan of %s page texts', (_language, cases) => {
  it.each(cases)('names the place, hour, weather and things of "$text"', (c) => {
    const scene = plan(c.text);
    if (c.place) expect(scene.place).toBe(c.place);
    if (c.time) expect(scene.time).toBe(c.time);
    expect(scene.weather).toBe(c.weather ?? 'clear');
    for (const thing of c.things ?? []) expect(names(scene)).toMatch(new RegExp(`\\b${thing}`));
    // What the plan names is drawn: as a prop, or as part of the place's own scenery.
    const drawn = [...scene.props, ...scene.scenery].map((p) => p.hexcode);
    for (const thing of scene.things.slice(0, 4)) expect(drawn).toContain(thing.hexcode);
  });
});

describe('the scene plan', () => {
  it('draws a stream, a river or a pond as a river bank: never the sea, its sand or its boats', () => {
    for (const text of [
      'Pip walked along the stream.',
      'The ducks swam in the pond.',
      'They sat by the river at night.',
    ]) {
      const scene = plan(text);
      expect(scene.place, text).toBe('river');
      const drawn = [...scene.props, ...scene.scenery].map((p) => p.hexcode);
      // Sailboat, beach with umbrella, spiral shell, desert island.
      for (const seaside of ['26F5', '1F3D6', '1F41A', '1F3DD'])
        expect(drawn, text).not.toContain(seaside);
    }
    expect(plan('They built a sandcastle on the beach by the sea.').place).toBe('sea');
  });

  it('reads the page text for what the picture sentence leaves out', () => {
    const scene = plan('Mia smiles.', {
      pageText: 'That night Mia held the lantern close while the rain fell on the cottage.',
    });
    expect(scene).toMatchObject({ place: 'home', time: 'night', weather: 'rain' });
    expect(names(scene)).toMatch(/lantern/);
  });

  it('takes the place from the story’s location when the text names none', () => {
    const castle = { name: 'Cloudberry Castle', description: 'a castle above the clouds' };
    expect(plan('Mia smiles at her friend.', { location: castle })).toMatchObject({
      place: 'castle',
      placeFrom: 'location',
    });
    // The page's own words win: this page happens in the wood, whatever the story's place.
    expect(plan('Mia ran into the dark forest.', { location: castle })).toMatchObject({
      place: 'forest',
      placeFrom: 'text',
    });
    expect(plan('Mia smiles.').place).toBe('meadow');
  });

  it('does not read names as things or times: Luna is not the moon, Rosa not a rose', () => {
    const luna = { name: 'Luna', description: 'a little owl' };
    const rosa = { name: 'Rosa', description: 'a garden snail' };
    const scene = plan('Luna and Rosa play with a ball on a sunny morning.', {
      characters: [luna, rosa],
    });
    expect(scene.time).toBe('day');
    expect(names(scene)).toBe('soccer ball');
  });

  it('gives each character what they are doing, with a sign to draw beside them', () => {
    const lola = { name: 'Lola', description: 'a squirrel' };
    const scene = plan('Mia sleeps under the tree while Lola sings a song.', {
      characters: [mia, lola],
    });
    expect(scene.cast.map((c) => [c.name, c.action])).toEqual([
      ['Mia', 'sleeping'],
      ['Lola', 'singing'],
    ]);
    expect(scene.characters.map((c) => c.sign?.hexcode)).toEqual(['1F4A4', '1F3B5']);
    const together = plan('They all danced and laughed together.', { characters: [mia, lola] });
    expect(together.cast.map((c) => c.action)).toEqual(['celebrating', 'celebrating']);
    expect(plan('Tomás buscaba la llave.', { characters: [tomas] }).cast[0]?.action).toBe(
      'searching',
    );
  });

  it('never draws a note, even when the text names it', () => {
    const rule: PictureSubject = { name: 'Bedtime rule', description: 'Always be home by dark.' };
    const scene = plan('Mia remembered the bedtime rule and the secret note.', {
      characters: [mia, rule],
      notes: [rule],
    });
    expect(scene.cast.map((c) => c.name)).toEqual(['Mia']);
    expect(scene.things).toEqual([]);
    expect(scene.props).toEqual([]);
  });

  it('draws a character’s description as their look, not as a prop beside them', () => {
    const pip = { name: 'Pip', description: 'a shy hedgehog' };
    const scene = plan('Pip (the shy hedgehog) holds a red balloon.', { characters: [pip] });
    expect(scene.cast[0]?.kind).toBe('hedgehog');
    expect(names(scene)).toBe('balloon');
  });
});
