import { describe, expect, it } from 'vitest';
import type { CastMember } from './cast.js';
import { illustrationFor } from './scene-sentence.js';

const elena: CastMember = {
  name: 'Elena',
  description: 'una niña que colecciona conchas',
  type: 'character',
  gender: 'f',
  shape: { kind: 'none' },
  epithet: 'la niña que colecciona conchas',
  shortEpithet: 'la niña',
};

const scene = (text: string) =>
  illustrationFor('turn', text, [elena], null, { language: 'es', night: false, things: [] });

describe("the illustrator's sentence in Spanish", () => {
  it('gives each place named on the page its own article', () => {
    expect(scene('Entre los dos subieron a lo alto de la torre.')).toContain('en la torre');
    expect(scene('Por fin llegaron a la ciudad.')).toContain('en la ciudad');
    expect(scene('Se sentaron en la playa.')).toContain('en la playa');
    expect(scene('Llegaron al castillo.')).toContain('en el castillo');
    expect(scene('Entraron en la habitación.')).toContain('en la habitación');
  });
});

describe("the illustrator's sentence in English", () => {
  const zara: CastMember = { ...elena, name: 'Zara', gender: 'f', shortEpithet: 'the girl' };
  const english = (text: string, things: string[] = [], beat: 'turn' | 'closing' = 'turn') =>
    illustrationFor(beat, text, [zara], null, { language: 'en', night: false, things });

  it('does not make a morning night because the plot is about a star', () => {
    const drawn = english('One morning, a star fell out of the sky.', ['the star']);
    expect(drawn).toContain('in the morning light');
    expect(drawn).toContain('with the star');
    expect(english('The stars came out over the hill.')).toContain('at night');
  });

  it('draws a page where it is, not what is painted, built or looked at there', () => {
    expect(english('Zara painted the sea on the big wall.')).not.toContain('in the sea');
    expect(english('Zara built a tower of boxes.')).not.toContain('in the tower');
    expect(english('Zara watched the sky and waited.')).not.toContain('in the sky');
    expect(english('Zara flew high in the sky.')).toContain('in the sky');
  });

  it('draws no rain that is only a picture in words', () => {
    expect(english('A smile came back, like the sun after rain.')).not.toContain('rain');
    expect(english('A smile came back, as bright as the sun after the rain.')).not.toContain(
      'rain',
    );
    expect(english('Zara ran through the rain.')).toContain('in the rain');
    expect(english('Zara wanted to draw a rainbow.')).not.toContain('rain');
  });
});
