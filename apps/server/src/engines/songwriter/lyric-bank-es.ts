/** Spanish lyrics, mostly octosyllables; couplets rhyme on their last letters whatever the names. */
import type { LyricBank } from './lyric-bank.js';

export const LYRICS_ES: LyricBank = {
  titles: ['La canción de {H}', 'Canta con {H}', 'Una canción para {HF}', '{T}: la canción'],
  intro: [
    ['{H} se despertó temprano,', 'con una flor en la mano.'],
    ['Canta, canta sin parar,', 'que {H} quiere jugar.'],
    ['Mira quién llegó, qué bien,', 'es {H}, que viene también.'],
  ],
  place: [
    ['En {L} hay un rincón', 'donde late el corazón.'],
    ['Por {L} sopla el viento,', 'y todo está contento.'],
    ['{L} es un lugar', 'para reír y jugar.'],
    ['Allá en {L}, qué bonito,', 'canta un pájaro chiquito.'],
  ],
  home: [
    ['En una casa pequeñita', 'con la puerta amarillita.'],
    ['Junto a un árbol, junto al mar,', 'había un lindo hogar.'],
    ['En la casa del jardín', 'todo era fiesta sin fin.'],
  ],
  friend: [
    ['{F} vino a saludar,', 'con ganas de jugar.'],
    ['{H} y {F}, de la mano,', 'van cantando por el llano.'],
    ['Y de pronto, qué alegría,', 'llegó {F} aquel día.'],
    ['Con {F} a su lado,', 'todo era más animado.'],
  ],
  alone: [
    ['{H} miró alrededor,', 'todo estaba en flor.'],
    ['Los pájaros cantaban,', 'las flores se asomaban.'],
  ],
  journey: [
    ['Por el monte y por el río,', 'con calor y con frío.'],
    ['{H} lo intentó otra vez,', 'contando del uno al diez.'],
    ['Paso a paso, salto a salto,', 'cada vez un poco más alto.'],
    ['Por el puente y el portón,', 'cantando esta canción.'],
  ],
  chorusOpen: [
    ['La, la, la, ven a cantar,', 'con {HF} a jugar.'],
    ['Palmas, palmas, a bailar,', 'con {HF} sin parar.'],
    ['Sube, baja, da una vuelta,', 'con {HF}, la puerta abierta.'],
    ['Que suene la canción', 'de {HF} con el corazón.'],
  ],
  chorusClose: [
    ['Cada día brilla el sol', 'como un gran girasol.'],
    ['Canta fuerte, canta bien,', 'canta tú y yo también.'],
    ['Con amigos de verdad', 'todo es felicidad.'],
    ['Vuelta y vuelta, la canción', 'nos llena el corazón.'],
  ],
  ending: [
    ['Cuando el sol se fue a dormir,', '{H} volvió a sonreír.'],
    ['Y colorín colorado,', 'este cuento se ha cantado.'],
    ['Cierra los ojos, a soñar,', 'mañana vuelve a jugar.'],
  ],
  themes: {
    lost: {
      event: [
        ['Algo se perdió, qué pena,', '{H} buscó en la arena.'],
        ['Busca arriba, busca abajo,', 'busca bien, con gran trabajo.'],
      ],
      lesson: [['Al final lo encontró,', 'y {H} mucho se alegró.']],
    },
    brave: {
      event: [
        ['Algo grande, algo oscuro,', '{H} no estaba seguro.'],
        ['Respiró y contó hasta diez,', 'y fue valiente esta vez.'],
      ],
      lesson: [['Ser valiente es intentar,', 'aunque cueste comenzar.']],
    },
    share: {
      event: [
        ['Solo había uno, qué hacer,', 'para dos no iba a ser.'],
        ['{H} pensó un momento', 'y compartió sin lamento.'],
      ],
      lesson: [['Compartir es lo mejor,', 'todo brilla alrededor.']],
    },
    friends: {
      event: [
        ['Un problema apareció,', 'algo grande sucedió.'],
        ['Uno solo no podía,', 'pero juntos, qué alegría.'],
      ],
      lesson: [['Los amigos, mano a mano,', 'lo hacen todo más liviano.']],
    },
    night: {
      event: [
        ['Cuando la luna salió,', 'el cielo se iluminó.'],
        ['Las estrellas, una a una,', 'bailaban junto a la luna.'],
      ],
      lesson: [['Buenas noches, a dormir,', 'con un cuento por venir.']],
    },
    adventure: {
      event: [
        ['Una mañana, qué emoción,', 'algo nuevo en el rincón.'],
        ['{H} miró a lo lejos', 'el sol y sus reflejos.'],
      ],
      lesson: [['Cada día es aventura,', 'con amor y con ternura.']],
    },
  },
};
