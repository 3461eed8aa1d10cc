import { StoryElementType, type STORY_LANGUAGES } from '@storyloom/contracts';

type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** What the default demo is made of, in each language a fresh instance may be set to. */
export type DefaultDemoTexts = {
  title: string;
  bag: { name: string; description: string };
  elements: { name: string; description: string; type: StoryElementType }[];
  event: string;
  goal: string;
  challenge: string;
  product: { title: string; description: string };
};

export const DEFAULT_DEMO_TEXTS: Record<StoryLanguage, DefaultDemoTexts> = {
  en: {
    title: 'Pip and the lost button',
    bag: { name: 'Friends of the Whispering Woods', description: 'Pip, Lola and their forest' },
    elements: [
      {
        name: 'Pip',
        description: 'a shy hedgehog who collects shiny buttons',
        type: StoryElementType.Character,
      },
      {
        name: 'Lola',
        description: 'a chatty squirrel who knows every path in the wood',
        type: StoryElementType.Character,
      },
      {
        name: 'Whispering Woods',
        description: 'a forest where the trees hum softly at night',
        type: StoryElementType.Location,
      },
    ],
    event: "the wind blew Pip's favourite button away",
    goal: 'find the lost button before bedtime',
    challenge: 'the button landed on the far side of the stream',
    product: {
      title: 'Pip and Lola',
      description: 'A shy hedgehog, a chatty squirrel and the forest they share.',
    },
  },
  es: {
    title: 'Pip y el botón perdido',
    bag: { name: 'Amigos del Bosque Susurrante', description: 'Pip, Lola y su bosque' },
    elements: [
      {
        name: 'Pip',
        description: 'un erizo tímido que colecciona botones brillantes',
        type: StoryElementType.Character,
      },
      {
        name: 'Lola',
        description: 'una ardilla parlanchina que conoce cada sendero del bosque',
        type: StoryElementType.Character,
      },
      {
        name: 'Bosque Susurrante',
        description: 'un bosque donde los árboles tararean bajito por la noche',
        type: StoryElementType.Location,
      },
    ],
    event: 'el viento se llevó el botón favorito de Pip',
    goal: 'encontrar el botón perdido antes de dormir',
    challenge: 'el botón cayó al otro lado del arroyo',
    product: {
      title: 'Pip y Lola',
      description: 'Un erizo tímido, una ardilla parlanchina y el bosque que comparten.',
    },
  },
};
