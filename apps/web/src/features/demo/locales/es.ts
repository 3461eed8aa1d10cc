import type { demoEn } from './en';

export const demoEs: typeof demoEn = {
  loading: 'Abriendo la demostración…',
  kicker: 'Un ejemplo terminado',
  lead: 'Un cuento hecho con {{productName}}, con su página para colorear, su canción y su audiolibro. Pasa las páginas, escucha, imprime.',
  book: 'El libro',
  coloring: 'Página para colorear',
  song: 'La canción',
  audiobook: 'El audiolibro',
  characters: 'Conoce a los personajes',
  pictureOf: 'Imagen de {{name}}',
  sayHello: 'Saluda a {{name}}',
  inMarketplace: 'Ver su bolsa en el mercado',
  createYourOwn: 'Crea el tuyo',
  createLead: 'Haz un cuento así con tus propios personajes: solo lleva unos minutos.',
  endedTitle: 'Esta demostración ha terminado',
  endedText:
    'El ejemplo que buscabas ya no se muestra. Aun así puedes hacer un cuento propio, con tus propios personajes.',
  start: 'Empieza tu propio cuento',
  failedTitle: 'No pudimos abrir la demostración',
  tryAgain: 'Intentar de nuevo',
  invite: {
    title: 'Mira lo que hace {{productName}}',
    text: '«{{title}}»: un cuento terminado con su página para colorear, su canción y su audiolibro.',
    open: 'Abrir la demostración',
  },
  offer: {
    title: 'Personajes de la demostración',
    text: 'Lleva a {{names}} a tu biblioteca y elígelos para tu cuento.',
    add: 'Añadirlos a mi biblioteca',
    adding: 'Añadiendo…',
    added: '{{names}} ya están en tu biblioteca: elígelos abajo.',
    failed: 'No se pudieron añadir: {{message}}',
  },
};
