/**
 * Spanish lyrics: every line eight syllables (the octosyllable of Spanish children's songs),
 * each sung to an eight-note phrase. Couplets rhyme on their last words, which are never names.
 */
import type { LyricBank } from './lyric-bank.js';

export const LYRICS_ES: LyricBank = {
  syllables: 8,
  titles: ['La canción de {H}', 'Canta con {H}', 'Una canción para {HF}', '{T}: la canción'],
  intro: [
    ['(Hoy )(ya ){H} despertó temprano,', 'con una flor en la mano.'],
    ['Mira quién llega cantando,', '(ya )viene {H} saltando.'],
    ['Una mañana temprano', 'salió el sol por el llano.'],
  ],
  place: [
    ['(Allá )en {L}, (qué )bonito,', 'canta un grillo chiquito.'],
    ['(Y )por {L} sopla el viento,', 'y todo está contento.'],
  ],
  home: [
    ['En una casa chiquita', 'de puerta amarillita.'],
    ['En un rincón del camino', 'hay un pequeño vecino.'],
  ],
  friend: [
    ['(Y )(luego )llegó {F} cantando,', 'y todos iban saltando.'],
    ['(Y ){H} y {F}, de la mano,', 'van cantando por el llano.'],
    ['(Y )con {F} (siempre )a su lado,', 'todo fue más animado.'],
  ],
  alone: [['Los pajaritos cantaban,', 'las flores se despertaban.']],
  journey: [
    // Ningún lugar: una estrofa no canta un río que el cuento no tenía.
    ['Caminando, caminando,', 'y la risa va sonando.'],
    ['(Y )(otra vez ){H} lo intentaba,', 'pero nunca se cansaba.'],
    ['Paso, paso, salto, salto,', 'cada vez algo más alto.'],
    ['De la mano, paso a paso,', 'sin correr y sin retraso.'],
  ],
  thing: [['(Y )(con ){O} en la mano,', 'van cantando por el llano.']],
  ending: [
    ['Cierra los ojos, pequeño,', 'y que tengas lindo sueño.'],
    ['Cuando la noche llegaba,', '(y )(ya )(por fin ){H} descansaba.'],
  ],
  chorusNames: [
    ['La, la, la, vamos cantando,', '(y )(siempre )con {HF} jugando.'],
    ['(Mira, )(mira, )(que )(ya ){H} canta,', '(y )(luego )(ya ){F} se levanta.'],
    ['(Y )(qué )(bien, ){HF} cantando,', 'y todos juntos bailando.'],
  ],
  chorusGoal: {
    find: [['(Ay, ){O}, ¿dónde está?', 'vamos a buscar por allá.']],
    bring: [['(Y )(siempre ){O} a su lado,', 'volvemos con gran cuidado.']],
    reach: [['(Y )(ya )(todos )a {L} vamos,', 'y juntos allí cantamos.']],
    make: [['(Y )(con ){O} en la mano,', 'van cantando por el llano.']],
    help: [['Ayudar a un amigo', 'es lo mejor, te lo digo.']],
    thing: [['(Y )(con ){O} en la mano,', 'van cantando por el llano.']],
  },
  chorusClose: [
    ['Una canción muy bonita', 'que a todos nos invita.'],
    ['Cantemos todos unidos', 'con los amigos queridos.'],
  ],
  calm: {
    intro: [
      ['(Y ){H} no se quiere dormir,', 'y tiene tanto que decir.'],
      ['{H} ya cierra los ojos,', 'sin prisas y sin enojos.'],
    ],
    journey: [['Cuenta ovejitas, una,', 'bajo la luz de la luna.']],
    chorusNames: [
      ['(Arrorró, )(ya, )(mi )(dulce ){H}, a dormir,', 'que la luna va a salir.'],
      ['Duerme, (mi ){H}, despacito,', 'que ya canta el grillito.'],
      ['Cierra los ojos, (mi ){H}, ya,', 'y la nochecita vendrá.'],
    ],
  },
  lively:
    /(?<!\p{L})(sol|saltando|salto|despertó|temprano|animado|emoción|risa|jugar|corre\w*)(?!\p{L})/iu,
  themes: {
    lost: {
      event: [
        ['Algo se perdió, qué pena,', 'buscaron en la arena.'],
        ['Buscaban por el camino', 'con el amigo vecino.'],
      ],
      lesson: [['Por fin lo han encontrado,', 'todos se han alegrado.']],
    },
    brave: {
      event: [
        ['Algo grande y oscuro,', 'nadie estaba seguro.'],
        ['Respiró, contó hasta diez,', 'y fue valiente esta vez.'],
      ],
      lesson: [['Ser valiente es intentar', 'aunque cueste el empezar.']],
    },
    share: {
      event: [
        ['Había solo un pastel', 'y era dulce como miel.'],
        ['Compartirlo es lo mejor,', 'todo brilla alrededor.'],
      ],
      lesson: [['Compartimos con cariño', 'como hace cada niño.']],
    },
    friends: {
      event: [
        ['Un problema apareció', 'y algo grande sucedió.'],
        ['Uno solo no podía,', 'juntos sí, ¡qué alegría!'],
      ],
      lesson: [['Amigos, mano a mano,', 'hacen todo más liviano.']],
    },
    night: {
      event: [
        ['Y cuando la luna salió,', 'el cielo se iluminó.'],
        ['Estrellas, una a una,', 'bailan junto a la luna.'],
      ],
      lesson: [['Buenas noches, a la cama,', 'que la luna ya te llama.']],
    },
    adventure: {
      event: [
        ['Un buen día, ¡qué emoción!,', 'algo nuevo en el rincón.'],
        ['(Y ){H} miró a lo lejos,', 'vio el sol y sus reflejos.'],
      ],
      lesson: [['Cada día, aventura', 'con amor y con ternura.']],
    },
  },
};
