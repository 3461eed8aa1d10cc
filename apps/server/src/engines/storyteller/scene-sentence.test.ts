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
