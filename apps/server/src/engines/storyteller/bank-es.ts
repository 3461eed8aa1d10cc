/**
 * Spanish lines per story beat; the same tokens as the English bank, plus {H:a} and {F:a}
 * (the -o/-a ending that agrees with the character) and {H:lo} (lo/la). Dialogue uses the
 * Spanish long dash.
 */
import { allBands, bands, type PhraseBank } from './phrase-bank.js';

export const ES: PhraseBank = {
  'hero.appositive': bands(
    [
      'Había una vez {H:n}, {D}.',
      'Érase una vez {H:n}, {D}.',
      'En un lugar no muy lejano vivía {H:n}, {D}.',
    ],
    [
      'Había una vez {H:n}, {D}.',
      'Érase una vez {H:n}, {D}.',
      'Había una vez {H:n}, que era {D}.',
      'En un lugar no muy lejos de aquí vivía {H:n}, {D}.',
    ],
    [
      'Había una vez, en un lugar no tan lejano, {H:n}, {D}.',
      'Si hubieras pasado por allí aquel día, quizá habrías conocido a {H:n}, {D}.',
      'Esta historia empezó con {H:n}, {D}.',
    ],
  ),
  'hero.predicate': bands(
    ['Había una vez {H:n}. {H:n} {D}.', 'Érase una vez {H:n}, que {D}.'],
    ['Había una vez {H:n}, que {D}.', 'En un lugar no muy lejano vivía {H:n}, que {D}.'],
    [
      'Esta historia empezó con {H:n}, que {D}.',
      'Érase una vez {H:n}. Todo el mundo sabía que {H:n} {D}.',
    ],
  ),
  'hero.plain': bands(
    ['Había una vez {H:n}.', 'Érase una vez {H:n}.'],
    [
      'Había una vez alguien llamado {H:n}.',
      'En un lugar no muy lejano vivía {H:n}.',
      'Érase una vez alguien llamado {H:n}.',
    ],
    ['Esta historia empezó con {H:n}.', 'En un lugar no tan lejano vivía {H:n}.'],
  ),
  'home.appositive': bands(
    ['{H} vivía en {L}, {D}.', 'Su casa estaba en {L}, {D}.'],
    ['{H} vivía en {L}, {D}.', 'Su lugar favorito era {L}, {D}.'],
    [
      'Casi todas las mañanas empezaban en {L}, {D}.',
      'No había lugar que {H} quisiera más que {L}, {D}.',
    ],
  ),
  'home.plain': bands(
    ['{H} vivía en {L}.', 'Su casa estaba en {L}.'],
    [
      '{H} vivía en {L}.',
      'Su lugar favorito del mundo entero era {L}.',
      'Casi siempre se podía encontrar a {H:o} en {L}.',
    ],
    ['No había lugar que {H} quisiera más que {L}.', 'Casi todas las mañanas empezaban en {L}.'],
  ),
  'home.invented': bands(
    ['{H} vivía en una casita redonda.', 'Su casa era pequeña y tenía una puerta roja.'],
    [
      '{H} vivía en una casita acogedora al borde de un prado.',
      'Su casa era pequeña y azul, con una chimenea torcida y un jardín lleno de margaritas.',
    ],
    [
      'Su casa era una casita torcida al borde de un prado, donde la hierba crecía alta y las abejas zumbaban todo el día.',
      '{H} vivía en una casa pequeña con una ventana redonda, perfecta para mirar pasar las nubes.',
    ],
  ),
  mood: bands(
    [
      'El sol calentaba.',
      'El cielo era azul.',
      'Los pájaros cantaban pío, pío, pío.',
      'Era un día feliz y soleado.',
    ],
    [
      'El sol calentaba y el cielo estaba tan azul como un arándano.',
      'Soplaba una brisa suave y los pájaros cantaban sus canciones de la mañana.',
      'Todo estaba tranquilo y luminoso.',
      'Unas nubecitas blancas cruzaban el cielo como ovejas.',
    ],
    [
      'La luz de la mañana se derramaba sobre la hierba como miel tibia.',
      'Una brisa suave traía olor a flores y a pan recién hecho.',
      'Era una de esas mañanas tranquilas que parecían esperar que pasara algo.',
      'En algún lugar cercano, un mirlo ensayaba su canción una y otra vez, sin terminarla nunca.',
    ],
  ),
  'friend.appositive': bands(
    ['{H} conocía a {F:n}, {D}.', 'Entonces llegó {F:n}, {D}.'],
    [
      'Cerca vivía {F:n}, {D}.',
      '{H} jugaba a menudo con {F:n}, {D}.',
      'Y también estaba {F:n}, {D}.',
    ],
    [
      'Un poco más allá, siguiendo el camino, vivía {F:n}, {D}.',
      'Nunca lejos de {H} estaba {F:n}, {D}.',
      'Y luego estaba {F:n}, {D}, que siempre aparecía justo en el momento oportuno.',
      'Y, por supuesto, también estaba {F:n}, {D}.',
    ],
  ),
  'friend.predicate': bands(
    ['¡Entonces llegó {F:n}! {F:n} {D}.', 'También estaba {F:n}, que {D}.'],
    [
      'Cerca vivía {F:n}, que {D}.',
      'Muy cerca de {H} vivía {F:n}, que {D}.',
      'Y también estaba {F:n}, que {D}.',
    ],
    [
      'Un poco más allá vivía {F:n}, que {D}.',
      'Y luego estaba {F:n}, que {D}, y que siempre aparecía en el momento oportuno.',
    ],
  ),
  'friend.plain': bands(
    ['¡Entonces llegó {F:n}!', 'También estaba {F:n}.'],
    [
      'Muy cerca de {H} vivía {F:n}.',
      'Cerca vivía {F:n}.',
      'Y, por supuesto, también estaba {F:n}.',
    ],
    [
      'Un poco más allá vivía {F:n}.',
      'Nunca lejos de {H} estaba {F:n}.',
      'Y, por supuesto, también estaba {F:n}.',
    ],
  ),
  'friends.together': bands(
    ['Les gustaba jugar todo el día.', '¡Qué bien lo pasaban juntos!'],
    ['Juntos se reían muchísimo.', 'Juntos formaban un equipo estupendo.'],
    [
      'Juntos formaban uno de esos equipos que podían con casi todo.',
      'No siempre estaban de acuerdo, pero siempre se mantenían unidos.',
    ],
  ),
  'place.appositive': bands(
    ['Llegaron a {L}, {D}.', 'Fueron hasta {L}, {D}.'],
    ['Por fin llegaron a {L}, {D}.', 'El camino los llevó hasta {L}, {D}.'],
    ['El camino serpenteaba hasta llegar a {L}, {D}.', 'Al poco rato llegaron a {L}, {D}.'],
  ),
  'place.plain': bands(
    ['¡Y allá fueron, a {L}!', 'Llegaron a {L}.'],
    ['Pronto llegaron a {L}.', 'El camino llegaba hasta {L}.'],
    ['Al poco rato llegaron a {L}.', 'Sus pasos los llevaron hasta {L}.'],
  ),
  'note.lead': bands(
    ['{H} se acordó de algo.', '¡Oh! {H} sabía una cosa.'],
    [
      'Entonces {H} se acordó de algo importante.',
      'Justo en ese momento, a {H:o} se le ocurrió algo.',
    ],
    [
      'Entonces llegó un pensamiento, suave como una pluma.',
      'De pronto, {H} recordó algo que importaba mucho.',
    ],
  ),
  'note.named': bands(
    ['¡{N}! {H} se acordó.', '¡{N}! ¡Sí!'],
    ['¡{N}! {H} se acordó justo a tiempo.', '—¡{N}! —dijo {H}.'],
    ['—{N} —susurró {H}, y sonrió.', '¡{N}! ¿Cómo iba a olvidarlo?'],
  ),
  'event.lead': bands(
    ['Un día, pasó algo.', 'Y un día, ¡oh, sorpresa!', 'Una mañana pasó algo nuevo.'],
    [
      'Pero un día pasó algo inesperado.',
      'Una mañana luminosa, todo cambió.',
      'Pero un día fue distinto a todos los demás.',
    ],
    [
      'Pero una mañana ocurrió algo que nadie había planeado.',
      'Entonces llegó un día que no fue como los demás.',
      'Todo empezó una mañana de lo más corriente.',
    ],
  ),
  'event.invented': bands(
    [
      '¡Fiuuu! El viento sopló y sopló.',
      'Una estrellita cayó del cielo, abajo, abajo, abajo.',
      '¡Toc, toc! Llegó una carta.',
    ],
    [
      'Una ráfaga de viento bajó silbando por la colina y lo hizo girar todo.',
      'Una estrella diminuta se cayó del cielo y aterrizó, plin, en la hierba.',
      'Llegó una carta atada con una cinta roja, sin ningún nombre detrás.',
      'Un mapa misterioso entró volando por la ventana y cayó justo a los pies de {H}.',
    ],
    [
      'Una ráfaga de viento bajó rodando por la colina, hizo temblar las ventanas y esparció las hojas como confeti.',
      'Una estrella diminuta se escapó del cielo nocturno y cayó en la hierba, brillando como un farolillo.',
      'Llegó una carta con una cinta roja y el dibujo torcido de una llave en el sobre.',
      'Un mapa antiguo entró flotando por la ventana abierta, con las esquinas blandas y enrolladas por los años.',
    ],
  ),
  'event.reaction': bands(
    ['—¡Oh! —dijo {H}.', '{H} miró y miró.', '¡Madre mía!'],
    [
      '{H} se quedó mirando con los ojos muy abiertos.',
      '—¡Vaya, vaya! —dijo {H}.',
      '{H} casi no podía creerlo.',
    ],
    [
      '{H} parpadeó, y volvió a parpadear, solo para estar segur{H:a}.',
      '—Esto sí que es nuevo —dijo {H}.',
      'Durante un momento, nadie se movió.',
    ],
  ),
  'goal.vp': bands(
    ['{H} quería {G}.', '¿Qué quería {H}? ¡{G}!'],
    [
      'Más que nada en el mundo, {H} quería {G}.',
      '{H} lo tenía decidido: había llegado el momento de {G}.',
    ],
    [
      'Más que ninguna otra cosa, {H} deseaba {G}.',
      'Nada iba a detener a {H}: había llegado el momento de {G}.',
    ],
  ),
  'goal.np': bands(
    ['{H} quería {G}.', '{H} deseaba {G}.'],
    ['Más que nada, {H} soñaba con {G}.', 'Lo que {H} más deseaba era {G}.'],
    [
      'Más que ninguna otra cosa en el mundo, {H} anhelaba {G}.',
      'Si hubiera podido pedir una sola cosa, habría pedido {G}.',
    ],
  ),
  'goal.clause': bands(
    ['{H} deseaba mucho que {G}.', 'Más que nada, {H} quería que {G}.'],
    ['Más que nada en el mundo, {H} deseaba que {G}.', '{H} pidió un deseo: que {G}.'],
    ['Con todo su corazón, {H} deseaba que {G}.', 'Un deseo crecía en el corazón de {H}: que {G}.'],
  ),
  'goal.retold': bands(
    ['{H} tenía un gran deseo. Tenía que ver con {G}.'],
    ['{H} tenía un gran deseo, y tenía que ver con {G}.'],
    ['Desde hacía tiempo, un deseo crecía en el corazón de {H}, y tenía que ver con {G}.'],
  ),
  'resolve.done': bands(
    ['¡Y {H} lo consiguió! ¡{H} {GD}!', '¡Sí! Por fin, {H} {GD}.'],
    ['Y por fin, {H} {GD}.', '¡Funcionó! Al final, {H} {GD}.'],
    ['Y así fue como, por fin, {H} {GD}.', 'Funcionó. Después de todo, {H} {GD}.'],
  ),
  'resolve.retold': bands(
    ['¡Y el deseo se cumplió!', '¡Hurra! ¡Todo salió bien!'],
    ['Y así, sin más, el deseo se cumplió.', 'Todo lo que {H} había deseado se hizo realidad.'],
    ['Y el deseo, ese que parecía tan imposible, se cumplió.', 'Poco a poco, todo encajó.'],
  ),
  'event.retold': bands(
    ['Todo empezó con {E}.'],
    ['Todo empezó con {E}.', 'Todo comenzó con {E}.'],
    ['Todo empezó con {E}, y nadie esperaba lo que vino después.', 'Todo comenzó con {E}.'],
  ),
  'challenge.retold': bands(
    ['¡Pero oh, no! Había un problema con {C}.'],
    ['Pero había un problema con {C}.', 'Solo una cosa se interponía en el camino: {C}.'],
    ['Pero, como pasaba a veces, había una pega, y tenía que ver con {C}.'],
  ),
  challenge: bands(
    ['¡Pero oh, no! {C}', 'Ay, ay, ay. {C}', 'Pero había un problema. {C}'],
    ['Pero había un problema: {C}.', 'Solo una cosa se interponía en el camino: {C}.'],
    ['Pero, como pasaba a veces, había una pega: {C}.', 'El problema era este: {C}.'],
  ),
  'problem.reaction': bands(
    ['{H} se puso triste.', 'Ay, ay.', '¿Qué podía hacer {H}?'],
    ['{H} soltó un largo suspiro.', '¿Qué iba a hacer {H} ahora?', '{H} se sentó a pensar.'],
    [
      '{H} se quedó muy quiet{H:a}, intentando pensar.',
      'Era, decidió {H}, el problema más grande del mundo.',
      '—Bueno —dijo {H} despacio—, esto es todo un rompecabezas.',
    ],
  ),
  'try.alone': bands(
    ['Primero, {H} lo intentó sol{H:a}.', '{H} lo intentó y lo intentó.'],
    ['Primero, {H} intentó hacerlo todo sol{H:a}.', '{H} probó primero el camino más rápido.'],
    [
      'Al principio, {H} decidió arreglárselas sol{H:a}.',
      'El primer plan fue rápido, y {H} no se paró a pensarlo bien.',
    ],
  ),
  'try.action': bands(
    ['{H} saltó y saltó.', '{H} empujó y empujó.', '{H} corrió y corrió.'],
    [
      '{H} corrió de aquí para allá.',
      '{H} empujó y tiró con todas sus fuerzas.',
      '{H} saltó tan alto como pudo.',
    ],
    [
      '{H} iba de un lado a otro, probando una cosa y luego otra, cada vez más deprisa.',
      '{H} resopló y probó todos los trucos que conocía.',
      '{H} trepó, se estiró y se retorció hasta que le dolió todo el cuerpo.',
    ],
  ),
  'try.fail': bands(
    ['Pero no. No funcionó.', '¡Todavía no!', 'Ay, no. No funcionó.'],
    [
      'Pero no funcionó para nada.',
      'Pero las prisas solo empeoraron las cosas.',
      'No pasó nada, salvo que {H} se cansó muchísimo.',
    ],
    [
      'No sirvió de nada. Cuanto más lo intentaba {H}, más lejos parecía la respuesta.',
      'Nada. Ni un poquito.',
      'No funcionó, y {H} sintió un pequeño peso de preocupación por dentro.',
    ],
  ),
  'try.friend.here': allBands([
    '—Déjame ayudarte —dijo {F}.',
    '—Yo te ayudo —dijo {F}.',
    '—Dos cabezas piensan mejor que una —dijo {F}.',
  ]),
  'try.friend': bands(
    ['{F} vino a ayudar.', '—Yo te ayudo —dijo {F}.'],
    [
      'Entonces llegó {F}. —Déjame ayudarte —dijo.',
      '{H} le pidió a {F} que le echara una mano.',
      '—Dos cabezas piensan mejor que una —dijo {F}, y vino a ayudar.',
    ],
    [
      'Fue entonces cuando apareció {F} con una idea muy buena, o casi.',
      '—Parece que te vendría bien una mano —dijo {F}.',
      '{H} fue a buscar a {F}, que siempre pensaba muy bien.',
    ],
  ),
  'try.together': bands(
    ['Lo intentaron juntos.', '¡Una, dos y tres!'],
    ['Juntos probaron de otra manera.', 'Contaron hasta tres y volvieron a intentarlo.'],
    [
      'Codo con codo, probaron un plan nuevo, más despacio y con más cuidado.',
      'Hicieron un plan, lo dibujaron en la tierra con un palito y volvieron a intentarlo.',
    ],
  ),
  'try.half': bands(
    ['¡Casi funcionó!', '¡Casi, casi!'],
    [
      'Casi funcionó, pero no del todo.',
      'Se acercaron un poquito, pero no lo suficiente.',
      'Funcionó un poquito, y luego se paró.',
    ],
    [
      'Durante un momento maravilloso pareció que iba a funcionar, y de repente, no.',
      'Estaban más cerca que antes, pero todavía no lo bastante.',
      'Funcionó a medias, lo que, por desgracia, también quería decir que a medias no funcionaba.',
    ],
  ),
  'try.third': bands(
    ['{H} lo intentó una vez más.', '¡Otra vez! ¡Una vez más!'],
    ['{H} no se rindió. Había que intentarlo una vez más.', 'Así que probaron otra cosa.'],
    [
      'Así que probaron una tercera manera, lista, cuidadosa y un poco de lado.',
      'Sin ganas de rendirse, probaron un plan más.',
    ],
  ),
  low: bands(
    ['{H} se sentó. Estaba un poco triste.', 'Snif. {H} estaba cansad{H:a}.'],
    [
      '{H} se sentó en una piedra y tuvo ganas de rendirse.',
      'El sol empezaba a bajar, y {H} se sintió muy pequeñ{H:a}.',
      '{H} soltó un suspiro largo y tembloroso, y se sintió muy pequeñ{H:a}.',
    ],
    [
      '{H} se sentó en una piedra cubierta de musgo, sintiéndose más pequeñ{H:a} que nunca.',
      'Durante un rato nadie dijo nada, y eso también estuvo bien.',
    ],
  ),
  'low.comfort': bands(
    ['{F} le dio un gran abrazo.', 'Un abrazo siempre ayudaba.'],
    [
      '{F} se sentó a su lado, muy cerquita.',
      'Un pajarito se posó cerca y cantó una canción alegre.',
    ],
    [
      '{F} se sentó a su lado sin decir nada, que era justo lo que había que decir.',
      'Una mariquita se posó en su rodilla, como diciendo: «No pares ahora».',
    ],
  ),
  'turn.lead': bands(
    ['¡Entonces {H} tuvo una idea!', '¡Un momento! ¡Una idea!'],
    [
      'Entonces, de repente, {H} tuvo una idea.',
      'Justo en ese momento, una idea nueva apareció como una burbuja.',
    ],
    [
      'Y entonces, de pronto, llegó una idea, clara y sencilla.',
      'Y entonces, como si alguien hubiera encendido una lámpara, {H} vio la respuesta.',
    ],
  ),
  'resolve.vp': bands(
    ['¡Y {H} lo consiguió! ¡{H} pudo {G}!', '¡Sí! Por fin, {H} pudo {G}.'],
    [
      'Y por fin, {H} pudo {G}.',
      '¡Funcionó! Entre todos consiguieron {G}.',
      'Despacio y con cuidado, lograron {G}.',
    ],
    [
      'Y así fue como, por fin, {H} consiguió {G}.',
      'Funcionó. Después de todo, habían dado con la manera de {G}.',
    ],
  ),
  'resolve.np': bands(
    ['¡Y allí estaba! ¡{G}, por fin!', '¡Hurra! ¡{H} lo consiguió!'],
    ['Y por fin, allí estaba: {G}.', 'Funcionó, y ahora {H} tenía {G}.'],
    ['Y allí, por fin, estaba {G}.', 'Después de todo, su deseo se había cumplido: {G}.'],
  ),
  'resolve.clause': bands(
    ['Y entonces, ¡{GD}! ¡Hurra!', '¡Sí! Por fin, {GD}.'],
    ['Y por fin, {GD}, tal como {H} había deseado.', 'Al final, {GD}.'],
    ['Y al final, {GD}, justo como {H} había deseado.', 'Poco a poco, {GD}.'],
  ),
  'joy.asleep': allBands([
    'Y {H} durmió calentit{H:a} toda la noche.',
    '{H} durmió como un tronco, sonriendo en sueños.',
  ]),
  joy: bands(
    ['¡{H} saltó de alegría!', '¡Hurra, hurra!', 'Todos aplaudieron. ¡Plas, plas, plas!'],
    [
      '{H} se rio y bailó un bailecito feliz.',
      'Todos lo celebraron tan alto que hasta los pájaros se unieron.',
      '{H} se sintió calentit{H:a} y burbujeante por dentro.',
    ],
    [
      '{H} se rio hasta que le dolió la barriga.',
      'Se oyó un gran «¡hurra!», tan fuerte que los gorriones salieron volando.',
      'La felicidad le burbujeaba por dentro como una limonada.',
    ],
  ),
  celebrate: bands(
    ['Hubo fiesta con {FRIENDS}. ¡Qué alegría!', '¡Qué fiesta hicieron {H} y {FRIENDS}!'],
    [
      'Esa tarde, {H} hizo una pequeña fiesta con {FRIENDS}.',
      '{H} y {FRIENDS} se sentaron juntos a merendar.',
    ],
    [
      'Esa tarde hubo una pequeña celebración: {H} con {FRIENDS}, todos hablando a la vez.',
      'Se reunieron todos, {H} con {FRIENDS}, y contaron la aventura entera otra vez desde el principio.',
    ],
  ),
  journey: bands(
    ['Caminaron y caminaron.', 'Por el puente. Junto al árbol.', 'Tip, tap, hacían sus pasos.'],
    [
      'Pasaron junto a unos girasoles altísimos y una charca llena de ranas.',
      'El camino subía por una colina y volvía a bajar.',
      'Por el camino, una mariposa les mostró por dónde ir.',
      'Siguieron el sendero, que daba vueltas y más vueltas, paso a paso.',
      'Un arroyo pequeño corría a su lado, charlando todo el camino.',
      'Pasaron una cancela, unos escalones de piedra y un poste muy viejo.',
    ],
    [
      'El sendero pasaba junto a un campo de girasoles que asentían y una charca donde las ranas discutían con educación.',
      'Cruzaron un puentecito, contando las tablas una a una.',
      'Una ardilla curiosa los siguió un rato, parloteando sobre nada en particular.',
      'El sendero siguió entre setos llenos de secretos y una cancela que crujía al saludar.',
    ],
  ),
  rest: bands(
    ['Comieron algo. ¡Ñam!', 'Hora de descansar.'],
    [
      'Se pararon a merendar manzanas y galletas crujientes.',
      'Descansaron a la sombra de un árbol grande y viejo.',
      'Se sentaron en un tronco caído a recuperar el aliento.',
    ],
    [
      'Se detuvieron bajo un viejo roble para compartir la merienda y recuperar el aliento.',
      'Mientras descansaban, miraron cómo las nubes se convertían en un conejo, una tetera y un dragón dormilón.',
    ],
  ),
  closing: bands(
    [
      'Y {H} se durmió, feliz y calentit{H:a}.',
      'Buenas noches, {H:n}. Que duermas bien.',
      'La luna sonrió. Las estrellas brillaron. ¡Buenas noches!',
    ],
    [
      'Esa noche, {H} se durmió con una gran sonrisa.',
      'Y cuando salieron las estrellas, {H} ya estaba soñando con las aventuras que estaban por llegar.',
      'Buenas noches, {H:n}. Buenas noches, luna. Buenas noches a todos.',
    ],
    [
      'Esa noche, mientras las estrellas salían una a una, {H} se durmió sonriendo.',
      'Y esa noche, {H} se rio bajito en un sueño feliz.',
      'El día había terminado, la luna había salido y {H} estaba justo donde quería estar.',
    ],
  ),
  'closing.end': allBands(['Fin.']),
  silly: bands(
    ['Un pato hizo cuac. {H} se rio.', '¡Boing! ¡Una rana saltó sobre la cabeza de {H}!'],
    [
      'Pasó una rana con una hoja de sombrero, y todos se rieron.',
      'A alguien le sonaron las tripas tan fuerte que una vaca le contestó con un mugido.',
    ],
    [
      'Un pato con cara muy seria pasó, hizo cuac una vez y se fue, y por alguna razón fue lo más gracioso del mundo.',
      'Alguien estornudó tan fuerte que un diente de león estalló en cien paracaídas diminutos.',
    ],
  ),
};

export const ES_INVENTED = {
  goals: [
    'encontrar el camino hasta lo alto de la colina más alta',
    'devolver la estrellita al cielo',
    'descubrir quién había enviado la carta misteriosa',
    'seguir el viejo mapa hasta el final',
    'preparar la mejor sorpresa del mundo',
    'encontrar la llave perdida de la puerta del jardín',
  ],
  challenges: [
    'el camino era largo y estaba lleno de charcos',
    'una niebla espesa y gris lo cubrió todo',
    'nadie sabía muy bien por dónde empezar',
    'el viento se lo llevaba todo volando',
    'la lluvia se había llevado el puente del arroyo',
  ],
};
