/**
 * What the story is about, read from the family's instructions ("make it about sharing").
 * Each theme gives the turn of the story its idea and the ending its gentle lesson.
 */
import { bands, type BandLines } from './phrase-bank.js';
import type { Language } from './text-tidy.js';

export type Theme = {
  id: string;
  keywords: RegExp;
  turn: Record<Language, BandLines>;
  lesson: Record<Language, BandLines>;
};

export const THEMES: readonly Theme[] = [
  {
    id: 'sharing',
    keywords: /\b(shar\w*|compart\w*)/i,
    turn: {
      en: bands(
        ['“Let’s share!” said {H:n}. So they did.', '“What if we share?” {H} thought.'],
        [
          '“What if we share?” said {H:n}. “Then there is enough for everyone.”',
          '{H} looked at all the good things there were, and decided to share them.',
        ],
        [
          '“Maybe,” said {H:n} slowly, “this was never meant to be kept to one. Let’s share it.”',
          '{H} realised that holding on tightly was the problem, and that sharing might be the answer.',
        ],
      ),
      es: bands(
        ['—¡Vamos a compartir! —dijo {H}. Y eso hicieron.', '—¿Y si compartimos? —pensó {H}.'],
        [
          '—¿Y si lo compartimos? —dijo {H}—. Así habrá para todos.',
          '{H} miró lo que tenía y decidió compartirlo.',
        ],
        [
          '—Quizá —dijo {H} despacio— esto nunca fue para uno solo. Compartámoslo.',
          '{H} comprendió que agarrarlo todo tan fuerte era el problema, y que compartir podía ser la solución.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Sharing made everyone happy.', 'Sharing made everything more fun.'],
        [
          '{H} learned that sharing made good things even better.',
          'Sharing, it turned out, was a kind of magic.',
        ],
        [
          '{H} had learned that a thing shared grew bigger.',
          'Some things, {H} now knew, only grew bigger when they were given away.',
        ],
      ),
      es: bands(
        ['Compartir hizo felices a todos.', 'Compartir lo hizo todo más divertido.'],
        [
          '{H} aprendió que compartir hacía que lo bueno fuera todavía mejor.',
          'Compartir, al final, era una especie de magia.',
        ],
        [
          '{H} había aprendido que lo que se compartía, crecía.',
          'Algunas cosas, ahora lo sabía, solo se hacían más grandes cuando se regalaban.',
        ],
      ),
    },
  },
  {
    id: 'bravery',
    keywords: /\b(brave\w*|courage\w*|afraid|fear\w*|scared|valent\w*|valiente|miedo|coraje)/i,
    turn: {
      en: bands(
        ['{H} took a big breath. “I can be brave,” said {H:n}.', 'Be brave, {H}. You can do it!'],
        [
          '{H} took a deep breath. Being brave did not mean not being scared; it meant trying anyway.',
          '“I am a little bit scared,” said {H:n}, “but I am going to try.”',
        ],
        [
          '{H} felt the wobble of fear, took a long breath, and stepped forward anyway.',
          '“Brave,” {H} whispered, “is just scared with its boots on.”',
        ],
      ),
      es: bands(
        [
          '{H} respiró hondo. —Puedo ser valiente —dijo.',
          '—¡Tú puedes! ¡Sé valiente! —se dijo {H}.',
        ],
        [
          '{H} respiró hondo. Ser valiente no era no tener miedo, sino intentarlo de todos modos.',
          '—Tengo un poquito de miedo —dijo {H}—, pero lo voy a intentar.',
        ],
        [
          '{H} sintió el temblor del miedo, respiró despacio y dio un paso adelante de todos modos.',
          '—Ser valiente —susurró {H}— es tener miedo y seguir adelante.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['{H} was brave. Hooray for {H:o}!', '{H} had been very brave.'],
        [
          '{H} learned that being brave could start with one small step.',
          'Being brave, {H} found, felt scary at first and wonderful after.',
        ],
        [
          '{H} knew now that courage was not loud; it was the quiet choice to keep going.',
          'Bravery, {H} had learned, grew a little with every use.',
        ],
      ),
      es: bands(
        ['{H} fue valiente. ¡Hurra!', '{H} había sido muy valiente.'],
        [
          '{H} aprendió que ser valiente podía empezar con un pasito.',
          'Ser valiente, descubrió {H}, daba miedo al principio y alegría al final.',
        ],
        [
          '{H} sabía ahora que el valor no hacía ruido: era la decisión tranquila de seguir adelante.',
          'La valentía, había aprendido {H}, crecía un poco cada vez que se usaba.',
        ],
      ),
    },
  },
  {
    id: 'kindness',
    keywords: /\b(kind\w*|nice|gentle|caring|amab\w*|bondad|cariño)/i,
    turn: {
      en: bands(
        ['{H} said a kind word. It helped!', 'Be kind, {H} thought. So {H} was.'],
        [
          'Instead of being cross, {H} decided to be kind.',
          '{H} said something kind, and everything felt softer.',
        ],
        [
          '{H} chose the kind thing instead of the quick thing, and the whole day seemed to change.',
          'A kind word, {H} discovered, could open doors that pushing never would.',
        ],
      ),
      es: bands(
        ['{H} dijo algo bonito. ¡Y funcionó!', 'Seré amable, pensó {H}. Y lo fue.'],
        [
          'En lugar de enfadarse, {H} decidió ser amable.',
          '{H} dijo algo amable, y todo se volvió más suave.',
        ],
        [
          '{H} eligió lo amable en lugar de lo rápido, y todo el día pareció cambiar.',
          'Una palabra amable, descubrió {H}, abría puertas que los empujones nunca abrían.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Being kind felt good.', 'Being kind felt best of all.'],
        [
          '{H} learned that kindness made everything better.',
          'A little kindness, {H} found, went a long way.',
        ],
        [
          '{H} had learned that kindness was never wasted.',
          'Kindness, {H} now knew, was the quietest kind of strength.',
        ],
      ),
      es: bands(
        ['Ser amable se sentía muy bien.', 'Ser amable fue lo mejor.'],
        [
          '{H} aprendió que la amabilidad lo mejoraba todo.',
          'Un poco de amabilidad, descubrió {H}, llegaba muy lejos.',
        ],
        [
          '{H} había aprendido que la amabilidad nunca se perdía.',
          'La amabilidad, ahora lo sabía, era la fuerza más tranquila.',
        ],
      ),
    },
  },
  {
    id: 'friendship',
    keywords: /\b(friend\w*|together|amig\w*|juntos)/i,
    turn: {
      en: bands(
        ['“We can do it together!” said {H:n}.', 'Friends helped friends.'],
        [
          '{H} realised something: friends were better together than apart.',
          '“We don’t have to do this alone,” said {H:n}. “We have each other.”',
        ],
        [
          '{H} understood that the answer had been standing right beside {H:o} the whole time: friendship.',
          '“On our own we are stuck,” said {H:n}, “but together we might just be unstoppable.”',
        ],
      ),
      es: bands(
        ['—¡Juntos podemos! —dijo {H}.', 'Los amigos se ayudaban.'],
        [
          '{H} comprendió algo: los amigos estaban mejor juntos.',
          '—No tenemos que hacerlo solos —dijo {H}—. Nos tenemos el uno al otro.',
        ],
        [
          '{H} comprendió que la respuesta había estado a su lado todo el tiempo: la amistad.',
          '—Solos estamos atascados —dijo {H}—, pero juntos quizá seamos imparables.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Friends were the best.', 'Hooray for friends!'],
        [
          '{H} learned that good friends made everything easier.',
          'A good friend, {H} found, was worth more than gold.',
        ],
        [
          '{H} had learned that friendship was the best kind of treasure.',
          'Some problems, {H} now knew, were only solved with a friend.',
        ],
      ),
      es: bands(
        ['¡Los amigos eran lo mejor!', '¡Viva la amistad!'],
        [
          '{H} aprendió que con buenos amigos todo era más fácil.',
          'Un buen amigo, descubrió {H}, valía más que el oro.',
        ],
        [
          '{H} había aprendido que la amistad era el mejor tesoro.',
          'Algunos problemas, ahora lo sabía, solo se resolvían con un amigo.',
        ],
      ),
    },
  },
  {
    id: 'honesty',
    keywords:
      /\b(honest\w*|truth\w*|lie|lying|sorry|apolog\w*|verdad|mentir\w*|perd[oó]n|disculpa\w*)/i,
    turn: {
      en: bands(
        [
          '{H} told the truth: “It was me, and I am sorry.”',
          '“Sorry,” said {H:n}. That helped a lot.',
        ],
        [
          '{H} took a breath and told the truth, even though it was hard.',
          '“I am sorry,” said {H:n}, and meant it.',
        ],
        [
          'Telling the truth felt like lifting a heavy stone, but {H} did it anyway.',
          '“I should have said so before,” said {H:n}. “I am sorry.”',
        ],
      ),
      es: bands(
        ['{H} dijo la verdad: —Fui yo. Lo siento.', '—Perdón —dijo {H}. Y eso ayudó mucho.'],
        [
          '{H} respiró hondo y dijo la verdad, aunque era difícil.',
          '—Lo siento —dijo {H}, de todo corazón.',
        ],
        [
          'Decir la verdad fue como levantar una piedra pesada, pero {H} lo hizo de todos modos.',
          '—Debí decirlo antes —dijo {H}—. Lo siento.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Telling the truth felt good.', 'Saying sorry helps.'],
        [
          '{H} learned that the truth made things right.',
          'Saying sorry, {H} found, could fix more than anyone thought.',
        ],
        [
          '{H} had learned that honesty was the start of every fix.',
          'The truth, {H} now knew, was lighter to carry than a secret.',
        ],
      ),
      es: bands(
        ['Decir la verdad sentó muy bien.', 'Pedir perdón ayudó.'],
        [
          '{H} aprendió que la verdad lo arreglaba todo.',
          'Pedir perdón, descubrió {H}, arreglaba más de lo que parecía.',
        ],
        [
          '{H} había aprendido que la sinceridad era el principio de toda solución.',
          'La verdad, ahora lo sabía, pesaba menos que un secreto.',
        ],
      ),
    },
  },
  {
    id: 'patience',
    keywords: /\b(patien\w*|wait\w*|pacien\w*|esper\w*|calm)/i,
    turn: {
      en: bands(
        ['{H} waited. And waited. And waited some more.', 'Slow and calm, {H} thought.'],
        [
          '{H} decided to slow down and wait a little.',
          'Instead of rushing, {H} counted to ten and tried again, slowly.',
        ],
        [
          '{H} remembered that some things cannot be hurried, and waited.',
          'So {H} slowed down, breathed, and gave things the time they needed.',
        ],
      ),
      es: bands(
        ['{H} esperó. Y esperó. Y esperó un poco más.', 'Despacito y con calma, pensó {H}.'],
        [
          '{H} decidió ir más despacio y esperar un poco.',
          'En lugar de correr, {H} contó hasta diez y volvió a intentarlo, despacio.',
        ],
        [
          '{H} recordó que algunas cosas no se podían apurar, y esperó.',
          'Así que {H} fue más despacio, respiró y dio a las cosas el tiempo que necesitaban.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Waiting can be good.', 'Slow and steady!'],
        [
          '{H} learned that good things came to those who waited.',
          'Patience, {H} found, was a kind of superpower.',
        ],
        [
          '{H} had learned that patience was not doing nothing; it was trusting that things would grow.',
          'Some of the best things, {H} now knew, took their time.',
        ],
      ),
      es: bands(
        ['Esperar fue una buena idea.', '¡Despacito y sin parar!'],
        [
          '{H} aprendió que las cosas buenas llegaban a quien sabía esperar.',
          'La paciencia, descubrió {H}, era una especie de superpoder.',
        ],
        [
          '{H} había aprendido que tener paciencia no era no hacer nada, sino confiar en que las cosas crecerían.',
          'Algunas de las mejores cosas, ahora lo sabía, se tomaban su tiempo.',
        ],
      ),
    },
  },
  {
    id: 'perseverance',
    keywords: /\b(try|trying|give up|persever\w*|practi[cs]e|intent\w*|rendir\w*|práctica)/i,
    turn: {
      en: bands(
        ['“I will not give up!” said {H:n}.', 'Try again, {H}! You can do it!'],
        [
          '{H} did not give up. After all, everyone learned from mistakes.',
          '“One more time,” said {H:n}. “I can do this.”',
        ],
        [
          'Every mistake, {H} realised, had taught {H:o} something, and now it all fitted together.',
          '{H} dusted off, stood up, and decided that giving up was simply not on the list.',
        ],
      ),
      es: bands(
        ['—¡No me voy a rendir! —dijo {H}.', '—¡Otra vez! ¡Tú puedes! —se dijo {H}.'],
        [
          '{H} no se rindió. Al fin y al cabo, de los errores se aprendía.',
          '—Una vez más —dijo {H}—. Yo puedo.',
        ],
        [
          'Cada error, comprendió {H}, le había enseñado algo, y ahora todo encajaba.',
          '{H} se sacudió el polvo, se levantó y decidió que rendirse no era una opción.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Keep trying!', 'Never give up!'],
        [
          '{H} learned that trying again was how things got done.',
          'Because {H} had not given up, the ending was even sweeter.',
        ],
        [
          '{H} had learned that the only real mistake was to stop trying.',
          'Not giving up, {H} now knew, could turn “almost” into “yes”.',
        ],
      ),
      es: bands(
        ['{H} siguió intentándolo.', '¡Nunca te rindas!'],
        [
          '{H} aprendió que volver a intentarlo era como se conseguían las cosas.',
          'No rendirse, descubrió {H}, hacía que el final fuera aún más dulce.',
        ],
        [
          '{H} había aprendido que el único error de verdad era dejar de intentarlo.',
          'La constancia, ahora lo sabía, convertía el casi en siempre.',
        ],
      ),
    },
  },
  {
    id: 'teamwork',
    keywords: /\b(team\w*|help\w*|equipo|ayud\w*|cooper\w*)/i,
    turn: {
      en: bands(
        ['“Let’s all help!” said {H:n}.', 'Everyone helped. Heave-ho!'],
        [
          '“What if we each do one part?” said {H:n}.',
          '{H} had an idea: if everyone helped a little, it might work.',
        ],
        [
          '{H} saw it clearly now: each of them had a piece of the answer.',
          '“We each do one thing well,” said {H:n}. “What if we put them all together?”',
        ],
      ),
      es: bands(
        ['—¡Ayudemos todos! —dijo {H}.', 'Todos ayudaron. ¡Aúpa!'],
        [
          '—¿Y si cada uno hace una parte? —dijo {H}.',
          '{H} tuvo una idea: si todos ayudaban un poco, quizá funcionaría.',
        ],
        [
          'Ahora {H} lo veía claro: cada uno tenía un trocito de la respuesta.',
          '—Cada uno hace una cosa muy bien —dijo {H}—. ¿Y si las juntamos todas?',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['Helping was fun.', 'They were a team!'],
        [
          '{H} learned that teamwork made big jobs small.',
          'Working together, {H} found, was better than working alone.',
        ],
        [
          '{H} had learned that a good team was more than the sum of its friends.',
          'Nobody, {H} now knew, had to carry everything alone.',
        ],
      ),
      es: bands(
        ['Ayudar fue divertido.', '¡Eran un equipo!'],
        [
          '{H} aprendió que en equipo los trabajos grandes se hacían pequeños.',
          'Trabajar juntos, descubrió {H}, era mejor que trabajar a solas.',
        ],
        [
          '{H} había aprendido que un buen equipo era más que la suma de sus amigos.',
          'Nadie, ahora lo sabía, tenía que cargar con todo a solas.',
        ],
      ),
    },
  },
  {
    // Feeling left out (a new baby, a busy family) is answered by love that does not run out.
    id: 'love',
    keywords: /\b(lov(?:e|ed|ing)|belong\w*|amor|querer(?:se)?)\b/i,
    turn: {
      en: bands(
        [
          '{H} gave the biggest hug of all, and it came right back.',
          '“I love you,” said {H:n}. “I love you too,” came the answer.',
        ],
        [
          '{H} said how {H} felt, out loud, and everybody listened.',
          '{H} remembered that love is not like cake: giving some away never leaves less.',
        ],
        [
          '{H} understood that love was not a slice of cake: there was always enough to go round.',
          '{H} said how {H} felt, out loud, and found that everybody had been waiting to hear it.',
        ],
      ),
      es: bands(
        [
          '{H} dio el abrazo más grande de todos, y se lo devolvieron enseguida.',
          '«Te quiero», dijo {H}. «Y yo a ti», le contestaron.',
        ],
        [
          '{H} dijo en voz alta cómo se sentía, y todos le escucharon.',
          '{H} se acordó de que el cariño no es como una tarta: por mucho que se reparta, nunca se acaba.',
        ],
        [
          '{H} comprendió que el cariño no era una porción de tarta: siempre había para todos.',
          '{H} dijo en voz alta cómo se sentía, y descubrió que todos estaban deseando oírlo.',
        ],
      ),
    },
    lesson: {
      en: bands(
        ['There was love enough for everyone.', 'Everyone was loved, {H} too.'],
        [
          '{H} learned that there was always room for one more in a loving family.',
          'Love, {H} found, grew bigger when there were more people to share it.',
        ],
        [
          '{H} had learned that love never ran out: the more people shared it, the more there was.',
          'There was always room for one more, {H} now knew, in a heart that loved.',
        ],
      ),
      es: bands(
        ['Había cariño de sobra para todos.', 'Todos eran queridos, {H} también.'],
        [
          '{H} aprendió que en una familia que se quiere siempre había sitio para uno más.',
          'El cariño, descubrió {H}, se hacía más grande cuando había más gente para compartirlo.',
        ],
        [
          '{H} había aprendido que el cariño nunca se acababa: cuanto más se compartía, más había.',
          'Siempre había sitio para uno más, ahora lo sabía {H}, en un corazón que quería.',
        ],
      ),
    },
  },
];

export type ReadInstructions = {
  theme: Theme;
  silly: boolean;
};
