import type { CharacterSheet } from './chat-port.js';

// Characters with knowledge documents, as families write them, for the engine's tests.

export const PIP: CharacterSheet = {
  name: 'Pip',
  description: 'a shy hedgehog who collects shiny buttons',
  knowledge: [
    {
      title: 'About Pip',
      content: [
        '# About Pip',
        "- Pip's favourite food is blueberry pancakes.",
        '- Pip lives in a hollow log by the river.',
        '- He is afraid of thunder, but he loves to dance in the rain.',
      ].join('\n'),
    },
  ],
  stories: [
    {
      title: 'The Lost Button',
      text: 'One windy morning, Pip found a golden button. The wind blew the button into the stream. Pip and Lola built a little raft and brought it home.',
    },
  ],
  companions: [
    {
      name: 'Lola',
      kind: 'character',
      description: 'a chatty squirrel who knows every path in the wood',
    },
    {
      name: 'Whispering Woods',
      kind: 'location',
      description: 'a forest where the trees hum softly at night',
    },
  ],
};

export const LUNA: CharacterSheet = {
  name: 'Luna',
  description: 'una gatita curiosa de pelo gris',
  knowledge: [
    {
      title: 'Luna',
      content: [
        'La comida favorita de Luna son las fresas con nata.',
        'Luna vive en una casita azul junto al faro.',
        'A Luna le gusta bailar cuando llueve.',
      ].join('\n'),
    },
  ],
  stories: [],
  companions: [{ name: 'Nico', kind: 'character', description: 'un perro grande y bonachón' }],
};

/** A character the family wrote almost nothing about. */
export const BARE: CharacterSheet = {
  name: 'Zed',
  description: '',
  knowledge: [],
  stories: [],
  companions: [],
};
