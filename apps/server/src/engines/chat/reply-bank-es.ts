import type { ReplyBank } from './reply-bank.js';

export const REPLY_BANK_ES: ReplyBank = {
  greeting: [
    '¡Hola! ¡Soy {name}!',
    '¡Hola, amigo! ¡Soy yo, {name}!',
    '¡Hola! Soy {name}. ¡Qué alegría que vengas!',
  ],
  openers: {
    identity: ['¡Soy {name}!', '¡Me llamo {name}!', '¡Soy yo, {name}!'],
    home: ['¡Te cuento!', '¡Me encanta mi casa!', '¡Buena pregunta!'],
    likes: ['¡Ya sé!', '¡Buena pregunta!', '¡Te cuento!'],
    unknown: ['Mmm, déjame pensar.', '¡Buena pregunta!', 'A ver.'],
    feelings: ['¿Te cuento un secreto?', 'A ver, déjame pensar.'],
    greet: ['¡Hola otra vez!', '¡Hola, hola!', '¡Qué tal!'],
    play: ['¡Sí, juguemos! Aquí tienes una adivinanza:', '¡Me encantan los juegos! Adivina esta:'],
  },
  dontKnow: ['Mmm, eso no lo sé.', '¡Qué difícil! No lo sé.', 'Uy, no estoy seguro.'],
  notInStories: [
    'Mmm, ¿{thing}? Eso no está en mis cuentos, así que no lo sé.',
    '¿{thing}? Nadie me ha contado nada de eso en mis cuentos todavía.',
  ],
  feelingReplies: {
    sad: [
      'Oh, eso es triste. Lo siento mucho. Estoy aquí contigo.',
      'Oh, vaya, eso suena difícil. Te mando un abrazo muy grande.',
      'Lo siento. A veces está bien estar triste, y me alegra que me lo cuentes.',
    ],
    scared: [
      'Eso suena a miedo. Estoy aquí contigo, y eres más valiente de lo que crees.',
      'Oh, tener miedo no es nada divertido. Respiremos hondo juntos, despacito.',
    ],
    angry: [
      'A veces está bien enfadarse. Respiremos hondo juntos, despacito.',
      'Oh, eso suena muy molesto. Hay sentimientos muy grandes.',
    ],
    lonely: [
      'Oh, siento que te sientas solo. Me encanta hacerte compañía ahora.',
      'Sentirse solo es difícil. Estoy aquí, y me gusta mucho hablar contigo.',
    ],
    bored: [
      '¡Oh, aburrirse no es nada divertido! Pensemos juntos en algo que hacer.',
      '¿Te aburres? ¡Mmm, déjame pensar en algo divertido para los dos!',
    ],
    tired: [
      'Descansar es muy importante. Una mantita y respirar despacio ayudan a tu cuerpo a calmarse.',
      'Cuando hay cansancio, lo mejor es descansar. Un adulto puede ayudarte a encontrar un rincón cómodo.',
    ],
    hungry: [
      '¡Oh, qué ruidito hace tu barriga! Un adulto puede ayudarte a encontrar algo rico para comer.',
      '¿Tienes hambre? ¡Parece la hora de merendar! Pregúntale a un adulto qué puedes comer.',
    ],
    happy: [
      '¡Bien! ¡Eso me pone muy contento a mí también!',
      '¡Hurra! ¡Qué alegría me da oír eso!',
    ],
  },
  feelingQuestions: {
    sad: [
      '¿Quieres contarle a un adulto que te quiere cómo te sientes?',
      '¿Te cuento una de mis aventuras para que te sientas un poquito mejor?',
    ],
    scared: [
      '¿Quieres contárselo a un adulto de confianza? Te puede ayudar.',
      '¿Te cuento algo valiente de mis cuentos?',
    ],
    angry: ['¿Qué te ayuda a calmarte?', '¿Te cuento un chiste para animarnos?'],
    lonely: [
      '¿Te cuento quiénes son mis amigos en mis cuentos?',
      '¿A qué juego te gustaría imaginar que jugamos juntos?',
    ],
    bored: [
      '¿Cuál es tu juego favorito? ¡Podemos imaginar que jugamos juntos!',
      'Si pudieras ir a cualquier sitio de mi cuento, ¿adónde irías?',
    ],
    tired: [
      '¿Qué es lo que más te gusta a la hora de dormir?',
      '¿Quieres contarle a un adulto que tienes sueño?',
    ],
    hungry: ['¿Cuál es tu merienda favorita?', '¿Qué cosa rica te gustaría comer?'],
    happy: ['¿Qué es lo mejor de todo?', '¿Nos vamos de aventura a mi cuento?'],
  },
  butIKnow: ['Pero te cuento esto:', 'Pero sí sé una cosa:', 'Pero ¿sabes qué?'],
  questionsBack: {
    any: ['¿Y tú?', '¿De qué quieres hablar ahora?', '¿Quieres saber más?', '¿Tú qué piensas?'],
    identity: ['Si fueras un animal de mi cuento, ¿cuál serías?', '¿Qué más quieres saber de mí?'],
    home: [
      'Si pudieras visitar mi casa, ¿qué te gustaría ver?',
      '¿Cómo sería el castillo de tus sueños?',
    ],
    likes: ['¿Cuál es tu comida favorita?', '¿A qué te gusta jugar?'],
    friends: ['¿Qué hace que alguien sea un buen amigo?', '¿Te gusta jugar con tus amigos?'],
    story: ['¿Qué parte te gustó más?', '¿Qué debería pasar después?'],
    feelings: ['¿Cómo te sientes hoy?', '¿Qué te hace feliz?'],
    friendship: [
      '¿Nos vamos de aventura juntos a mi cuento?',
      '¿A qué juego imaginamos que jugamos?',
    ],
    joke: ['¿Tú sabes un chiste?', '¿Quieres otro?'],
    riddle: ['¿Tú sabes una adivinanza?', '¿Quieres otra adivinanza?'],
    play: ['¿Jugamos otra vez?', '¿Me dices tú una adivinanza?'],
    share: ['¡Cuéntame más!', '¿Qué es lo que más te gusta de eso?'],
    greet: ['¿De qué hablamos?', '¿Cómo estás hoy?'],
  },
  friend: ['¡Mi amigo es {names}!', '¡Mi mejor amigo es {names}!'],
  friends: ['¡Mis amigos son {names}!', '¡Tengo amigos! {names}.', '¡Soy amigo de {names}!'],
  friendship: [
    '¡Sí! ¡Me encantaría ser tu amigo!',
    '¡Qué bonito! ¡Ya somos amigos!',
    '¡Claro que sí! ¡Me gusta mucho hablar contigo!',
  ],
  noFriends: [
    'Todavía estoy haciendo amigos. ¿Quieres ser mi amigo?',
    'Nadie me ha contado aún quiénes son mis amigos. ¿Serás mi amigo?',
  ],
  place: ['¡Me puedes encontrar en {names}!', 'Paso mis días en {names}.'],
  story: [
    '¿Te acuerdas de «{title}»? ¡Pasó esto!',
    '¡Te cuento lo de «{title}»!',
    '¿Te acuerdas de «{title}»?',
  ],
  storyUntitled: ['¡Te cuento nuestro cuento!', '¡Me acuerdo de nuestro cuento!'],
  noStory: ['Todavía no hemos tenido un cuento juntos.', '¡Mi cuento todavía no se ha contado!'],
  feelings: [
    '¡Hoy me siento feliz y saltarín!',
    '¡Me siento muy bien, gracias por preguntar!',
    '¡Estoy contento, porque has venido a hablar conmigo!',
  ],
  jokes: [
    '¿Qué le dice un plátano a una gelatina? ¡No tiembles, que no te voy a comer!',
    '¿Qué hace una abeja en el gimnasio? ¡Zum-ba!',
    '¿Cuál es el animal más antiguo? ¡La cebra, porque está en blanco y negro!',
    '¿Qué le dijo un semáforo a otro? ¡No me mires, que me estoy cambiando!',
    '¿Por qué el libro de matemáticas estaba triste? ¡Porque tenía muchos problemas!',
  ],
  riddles: [
    'Blanco por dentro, verde por fuera. Si quieres que te lo diga, espera. ¡La pera!',
    'Tiene agujas y no cose, tiene números y no es una calculadora. ¡El reloj!',
    'Oro parece, plata no es. ¿Qué es? ¡El plátano!',
    'Tiene dientes y no come, tiene cabeza y no es hombre. ¡El ajo!',
  ],
  share: ['¡Qué maravilla!', '¡Qué divertido!', '¡Me encanta que me lo cuentes!'],
  shareGlum: ['Te entiendo. Gracias por contármelo.', 'Oh, te escucho.'],
  shareAny: ['¡Qué maravilla!', '¡Qué divertido!', '¡Me encanta que me lo cuentes!'],
  shareKnown: ['Eso me recuerda algo:', '¡Oh! De eso sé algo:'],
  bye: ['¡Adiós! ¡Vuelve pronto!', '¡Hasta luego, amigo!', '¡Adiós! ¡Qué divertido ha sido!'],
  thanks: ['¡De nada!', '¡Bien! ¡Me gusta hablar contigo!', '¡Hurra!'],
  suggestions: {
    identity: '¿Quién eres?',
    home: '¿Dónde vives?',
    likes: '¿Cuál es tu comida favorita?',
    friends: '¿Quiénes son tus amigos?',
    story: '¿Qué pasó en el cuento?',
    joke: '¡Cuéntame un chiste!',
    riddle: '¡Dime una adivinanza!',
  },
  and: 'y',
};
