/**
 * Lines that tell this story's own plot: tries that meet the parent's obstacle ({OBST}, "the
 * dark"), the thing the hero is after ({OBJ}, "the lantern"), a note remembered as knowledge
 * ({N} its name, {K} what it says), and the evening when the story happens at night.
 */
import { allBands, bands, type PhraseBank } from './phrase-bank.js';
import type { Language } from './text-tidy.js';

const EN: PhraseBank = {
  'home.named': allBands(['{L:n}, {D}, was where {H} lived.', '{L:n}, {D}, was home to {H:o}.']),
  'home.named.plain': allBands(['{L:n} was where {H} lived.', '{L:n} was home to {H:o}.']),
  // A room one spends the day in, told as the hero's favourite place (never "home to").
  'room.named': allBands([
    '{L:n}, {D}, was {H:s} favourite place of all.',
    '{L:n}, {D}, was where {H} liked to be most.',
  ]),
  'room.named.plain': allBands([
    '{L:n} was {H:s} favourite place of all.',
    '{L:n} was where {H} liked to be most.',
  ]),
  'room.appositive': allBands([
    '{H:s} favourite place of all was {L}, {D}.',
    'Most days, {H} could be found in {L}, {D}.',
  ]),
  'room.plain': allBands([
    '{H:s} favourite place of all was {L}.',
    'Most days, {H} could be found in {L}.',
  ]),
  'errand.named': allBands([
    '{L:n}, {D}, was just round the corner from where {H} lived.',
    '{L:n}, {D}, was only a short walk from {H:s} house.',
  ]),
  'errand.named.plain': allBands([
    '{L:n} was just round the corner from where {H} lived.',
    '{L:n} was only a short walk from {H:s} house.',
  ]),
  'errand.appositive': allBands(['Just round the corner from {H:s} house was {L}, {D}.']),
  'errand.plain': allBands(['Just round the corner from {H:s} house was {L}.']),
  'place.named': allBands(['{L:n}, {D}, was just ahead.', '{L:n}, {D}, was where the path led.']),
  'place.named.plain': allBands(['{L:n} was just ahead.', '{L:n} was where the path led next.']),
  'try.goal': bands(
    ['{H} set off to {G}.', 'Off went {H} to {G}.'],
    ['{H} set off at once to {G}.', 'First, {H} tried all alone to {G}.'],
    [
      'Without waiting a moment longer, {H} set off to {G}.',
      'At first, {H} tried to {G} without anyone’s help.',
    ],
  ),
  'try.stuck': bands(
    ['But {OBST} was too much for {H:o}.', 'Oh no! {OBST} was still there.'],
    [
      'But {OBST} was still in the way, and {H} had to stop.',
      'It was no good: {OBST} was too much for one.',
    ],
    [
      'But {OBST} stood in the way, as stubborn as ever.',
      'The harder {H} tried, the bigger {OBST} seemed.',
    ],
  ),
  'try.closer': bands(
    ['Closer! But {OBST} was still there.', 'Nearly! But not quite.'],
    [
      'They got a little closer, but {OBST} was still a problem.',
      'It almost worked, but {OBST} was still in the way.',
    ],
    [
      'They were closer than before, but {OBST} had not gone anywhere.',
      'For a moment it looked like it would work, but {OBST} was still there.',
    ],
  ),
  'search.obj': bands(
    ['{H} thought about {OBJ}. What now?', '{H} did not forget {OBJ}.'],
    [
      '{H} held on to the thought of {OBJ} and kept going.',
      'All the way, {H} kept thinking about {OBJ}.',
    ],
    [
      'Every step of the way, {H} thought about {OBJ}, and about how much it mattered.',
      '{H} kept {OBJ} in mind all the way.',
    ],
  ),
  'search.plain': bands(
    ['{H} kept going.', 'On and on went {H}.'],
    ['{H} kept going, one small step at a time.', '{H} did not stop, not even once.'],
    [
      '{H} kept going, one small, stubborn step at a time.',
      '{H} kept going, because some wishes were worth a long walk.',
    ],
  ),
  'note.rule': allBands([
    'Then {H} remembered “{N}”: {K}.',
    'Just then, {H} remembered “{N}”: {K}.',
    '{H} thought of “{N}”: {K}.',
  ]),
  'note.fact': allBands([
    '{H} remembered “{N}”. {K}.',
    'Then {H} thought of “{N}”. {K}.',
    '{H} knew all about “{N}”. {K}.',
  ]),
  'note.kept.rule': allBands([
    '{H} never forgot “{N}”: {K}.',
    'And {H} always remembered “{N}”: {K}.',
  ]),
  'note.kept.fact': allBands([
    'And {H} always remembered “{N}”. {K}.',
    '{H} knew all about “{N}”. {K}.',
  ]),
  'note.use': bands(
    ['So {H} did as the rule said.'],
    ['So {H} did just as the rule said.', 'So {H} listened, and did as the rule said.'],
    ['So {H} did as the rule said, and it made all the difference.'],
  ),
  'note.idea': bands(
    ['And {H} had an idea!'],
    ['And that gave {H:o} an idea.'],
    ['And, quite suddenly, that gave {H:o} an idea.'],
  ),
  'resolve.past': bands(
    ['{OBST} was not a problem any more.'],
    ['{OBST} did not seem so big any more.', 'Even {OBST} could not stop them now.'],
    ['And {OBST}, it turned out, was not so big after all.'],
  ),
  'mood.night': bands(
    ['The moon was up.', 'The stars came out, one by one.'],
    [
      'The sky was turning the colour of plums, and the first stars were coming out.',
      'It was evening, and the moon was rising over the trees.',
    ],
    [
      'Evening was settling in, soft and blue, and the first star blinked awake.',
      'The light was fading, and the shadows were growing long.',
    ],
  ),
  // On the way before any friend has come: one walker, not "they".
  'journey.alone': bands(
    ['{H} walked and walked.', 'Tip-tap went {H:s} feet.'],
    [
      '{H} followed the path, one step after another.',
      'On went {H}, past a gate and a very old signpost.',
      'A butterfly fluttered ahead of {H:o}, as if it knew the way.',
    ],
    [
      '{H} walked on, listening to all the small sounds around.',
      'The path wandered on, and {H} wandered with it, past hedges full of secrets.',
    ],
  ),
  'journey.alone.night': bands(
    ['{H} walked and walked in the dark.', 'Tip-tap went {H:s} feet in the night.'],
    ['The path wound on through the quiet evening.', 'An owl hooted somewhere in the dark.'],
    [
      'The path wound on through the hush of the evening, lit only by the moon.',
      'Somewhere an owl asked its one question, over and over.',
    ],
  ),
  'journey.night': bands(
    ['They walked and walked in the dark.', 'Tip-tap went their feet in the night.'],
    ['The path wound on through the quiet evening.', 'An owl hooted somewhere in the dark.'],
    [
      'The path wound on through the hush of the evening, lit only by the moon.',
      'Somewhere an owl asked its one question, over and over.',
    ],
  ),
  // Inside, by day or by night: from room to room, never along a path.
  'journey.indoors': bands(
    ['They went from room to room.', 'Up the stairs and down again!'],
    [
      'They went from room to room, peeking round every door.',
      'Up the stairs they went, and along the long hall.',
      'They tiptoed past the big clock. Tick-tock, it went.',
    ],
    [
      'They went from room to room, peeking round every door and under every table.',
      'Up the creaky stairs they went, and along the hall where the floorboards sang.',
    ],
  ),
  'journey.room': bands(
    [
      'Tick, tock, went the clock.',
      'They walked round and round {L}.',
      'The curtains moved a little.',
    ],
    [
      'The clock on the wall ticked on, tick-tock.',
      'They walked once round {L}, thinking hard.',
      'The curtains stirred a little at the window.',
    ],
    [
      'The clock on the wall ticked on, as if it had all the time in the world.',
      'They paced once round {L}, then once more, thinking hard.',
    ],
  ),
  'journey.room.alone': bands(
    [
      'Tick, tock, went the clock.',
      '{H} walked round and round {L}.',
      'The curtains moved a little.',
    ],
    [
      'The clock on the wall ticked on, tick-tock.',
      '{H} walked once round {L}, thinking hard.',
      'The curtains stirred a little at the window.',
    ],
    [
      'The clock on the wall ticked on, as if it had all the time in the world.',
      '{H} paced once round {L}, then once more, thinking hard.',
    ],
  ),
  'journey.indoors.alone': bands(
    ['{H} looked in every room.', 'Up the stairs went {H}, and down again.'],
    [
      '{H} looked into every room, one after another.',
      '{H} tiptoed past the big clock. Tick-tock, it went.',
    ],
    [
      '{H} looked into every room, behind every door and under every table.',
      'Up the creaky stairs went {H}, and along the hall where the floorboards sang.',
    ],
  ),
  'event.plain': bands(
    ['Then, one day, an adventure began.'],
    ['Then, one day, an adventure began.', 'And then came the day everything changed.'],
    ['And then came the day that nothing went the usual way.'],
  ),
};

const ES: PhraseBank = {
  'room.named': allBands([
    '{L:n}, {D}, era el sitio favorito de {H}.',
    '{L:n}, {D}, era donde más le gustaba estar a {H}.',
  ]),
  'room.named.plain': allBands([
    '{L:n} era el sitio favorito de {H}.',
    '{L:n} era donde más le gustaba estar a {H}.',
  ]),
  'room.appositive': allBands([
    'El sitio favorito de {H} era {L}, {D}.',
    'Casi siempre se podía encontrar a {H:o} en {L}, {D}.',
  ]),
  'room.plain': allBands([
    'El sitio favorito de {H} era {L}.',
    'Casi siempre se podía encontrar a {H:o} en {L}.',
  ]),
  'errand.named': allBands([
    '{L:n}, {D}, estaba a la vuelta de la esquina de la casa de {H}.',
    '{L:n}, {D}, estaba muy cerca de la casa de {H}.',
  ]),
  'errand.named.plain': allBands([
    '{L:n} estaba a la vuelta de la esquina de la casa de {H}.',
    '{L:n} estaba muy cerca de la casa de {H}.',
  ]),
  'errand.appositive': allBands(['A la vuelta de la esquina de la casa de {H} estaba {L}, {D}.']),
  'errand.plain': allBands(['A la vuelta de la esquina de la casa de {H} estaba {L}.']),
  'home.named': allBands(['{L:n}, {D}, era el hogar de {H}.', '{L:n}, {D}, era donde vivía {H}.']),
  'home.named.plain': allBands(['{L:n} era el hogar de {H}.', '{L:n} era donde vivía {H}.']),
  'place.named': allBands([
    '{L:n}, {D}, estaba justo delante.',
    '{L:n}, {D}, apareció al final del camino.',
  ]),
  'place.named.plain': allBands([
    '{L:n} estaba justo delante.',
    '{L:n} apareció al final del camino.',
  ]),
  'try.goal': bands(
    ['{H} salió a {G}.', 'Y allá fue {H}, a {G}.'],
    ['Enseguida, {H} se puso en marcha para {G}.', 'Primero, {H} intentó {G} sin ayuda.'],
    [
      'Sin esperar ni un momento, {H} se puso en marcha para {G}.',
      'Al principio, {H} intentó {G} sin ayuda de nadie.',
    ],
  ),
  'try.stuck': bands(
    ['Pero {OBST} seguía ahí. ¡Oh, no!', 'Pero {OBST} era demasiado.'],
    [
      'Pero {OBST} seguía en medio, y {H} tuvo que parar.',
      'No sirvió de nada: {OBST} era demasiado para {H:n} sol{H:a}.',
    ],
    [
      'Cuanto más lo intentaba {H}, más grande parecía {OBST}.',
      'Pero {OBST} seguía allí, como si nada.',
    ],
  ),
  'try.closer': bands(
    ['¡Casi! Pero {OBST} seguía ahí.', '¡Casi, casi!'],
    [
      'Se acercaron un poco más, pero {OBST} seguía siendo un problema.',
      'Casi funcionó, pero {OBST} seguía en medio.',
    ],
    [
      'Estaban más cerca que antes, pero {OBST} no se había ido a ninguna parte.',
      'Por un momento pareció que iba a funcionar, pero {OBST} seguía allí.',
    ],
  ),
  'search.obj': bands(
    ['{H} pensaba en {OBJ}. ¿Y ahora qué?', '{H} no se olvidaba de {OBJ}.'],
    [
      '{H} no dejaba de pensar en {OBJ}, y siguió adelante.',
      'Durante todo el camino, {H} pensó en {OBJ}.',
    ],
    ['A cada paso, {H} pensaba en {OBJ} y en lo mucho que importaba.'],
  ),
  'search.plain': bands(
    ['{H} siguió adelante.', 'Y {H} siguió, y siguió.'],
    ['{H} siguió adelante, pasito a pasito.', '{H} no se detuvo ni una vez.'],
    ['{H} siguió adelante, paso a paso, sin rendirse.'],
  ),
  'note.rule': allBands([
    'Entonces {H} se acordó de «{N}»: {K}.',
    'Justo entonces, {H} recordó «{N}»: {K}.',
    '{H} pensó en «{N}»: {K}.',
  ]),
  'note.fact': allBands([
    '{H} se acordó de «{N}». {K}.',
    'Entonces {H} pensó en «{N}». {K}.',
    '{H} sabía muy bien lo de «{N}». {K}.',
  ]),
  'note.kept.rule': allBands([
    '{H} nunca olvidaba «{N}»: {K}.',
    'Y {H} siempre recordaba «{N}»: {K}.',
  ]),
  'note.kept.fact': allBands([
    'Y {H} siempre recordaba «{N}». {K}.',
    '{H} sabía muy bien lo de «{N}». {K}.',
  ]),
  'note.use': bands(
    ['Y {H} hizo caso.'],
    ['Así que {H} hizo caso de la regla.', 'Y {H} hizo justo lo que decía la regla.'],
    ['Y {H} hizo caso de la regla, y eso lo cambió todo.'],
  ),
  'note.idea': bands(
    ['¡Y a {H} se le ocurrió una idea!'],
    ['Y eso le dio una idea a {H}.'],
    ['Y, de repente, eso le dio una idea a {H}.'],
  ),
  'resolve.past': bands(
    ['{OBST} ya no era un problema.'],
    ['{OBST} ya no parecía tan grande.', 'Ahora ni {OBST} podía detenerlos.'],
    ['Y {OBST}, al final, no era para tanto.'],
  ),
  'mood.night': bands(
    ['Salió la luna.', 'Las estrellas salieron una a una.'],
    [
      'El cielo se volvía de color ciruela y salían las primeras estrellas.',
      'Era de noche, y la luna subía sobre los árboles.',
    ],
    [
      'La tarde caía, suave y azul, y la primera estrella abrió los ojos.',
      'La luz se apagaba y las sombras se alargaban.',
    ],
  ),
  'journey.alone': bands(
    ['{H} caminó y caminó.', 'Tip, tap, hacían sus pasos.'],
    [
      '{H} siguió el sendero, paso a paso.',
      '{H} pasó junto a una cancela y un poste muy viejo.',
      'Una mariposa revoloteaba delante de {H}, como si supiera el camino.',
    ],
    [
      '{H} siguió adelante, escuchando los pequeños ruidos de alrededor.',
      'El sendero siguió entre setos llenos de secretos, y {H} siguió con él.',
    ],
  ),
  'journey.alone.night': bands(
    ['{H} caminó y caminó en la oscuridad.', 'Tip, tap, sonaban sus pasos en la noche.'],
    ['El camino seguía en la noche tranquila.', 'Un búho ululó en algún lugar de la oscuridad.'],
    [
      'El camino seguía en el silencio de la noche, iluminado solo por la luna.',
      'En algún lugar, un búho repetía su única pregunta.',
    ],
  ),
  'journey.night': bands(
    ['Caminaron y caminaron en la oscuridad.', 'Tip, tap, sonaban sus pasos en la noche.'],
    ['El camino seguía en la noche tranquila.', 'Un búho ululó en algún lugar de la oscuridad.'],
    [
      'El camino seguía en el silencio de la noche, iluminado solo por la luna.',
      'En algún lugar, un búho repetía su única pregunta.',
    ],
  ),
  'journey.indoors': bands(
    ['Fueron de habitación en habitación.', '¡Escaleras arriba y escaleras abajo!'],
    [
      'Fueron de habitación en habitación, asomándose a cada puerta.',
      'Subieron las escaleras y recorrieron el pasillo largo.',
      'Pasaron de puntillas junto al reloj grande. Tic, tac.',
    ],
    [
      'Fueron de habitación en habitación, asomándose a cada puerta y mirando debajo de cada mesa.',
      'Subieron por la escalera que crujía y recorrieron el pasillo, donde el suelo cantaba a cada paso.',
    ],
  ),
  'journey.room': bands(
    [
      'Tic, tac, hacía el reloj.',
      'Dieron vueltas y más vueltas por {L}.',
      'Las cortinas se movieron un poquito.',
    ],
    [
      'El reloj de la pared seguía: tic, tac.',
      'Dieron una vuelta por {L}, pensando mucho.',
      'Las cortinas se movían un poquito junto a la ventana.',
    ],
    [
      'El reloj de la pared seguía con su tic, tac, como si tuviera todo el tiempo del mundo.',
      'Dieron una vuelta por {L}, y luego otra, pensando mucho.',
    ],
  ),
  'journey.room.alone': bands(
    [
      'Tic, tac, hacía el reloj.',
      '{H} dio vueltas y más vueltas por {L}.',
      'Las cortinas se movieron un poquito.',
    ],
    [
      'El reloj de la pared seguía: tic, tac.',
      '{H} dio una vuelta por {L}, pensando mucho.',
      'Las cortinas se movían un poquito junto a la ventana.',
    ],
    [
      'El reloj de la pared seguía con su tic, tac, como si tuviera todo el tiempo del mundo.',
      '{H} dio una vuelta por {L}, y luego otra, pensando mucho.',
    ],
  ),
  'journey.indoors.alone': bands(
    ['{H} miró en todas las habitaciones.', '{H} subió las escaleras y volvió a bajar.'],
    [
      '{H} miró en cada habitación, una tras otra.',
      '{H} pasó de puntillas junto al reloj grande. Tic, tac.',
    ],
    [
      '{H} miró en cada habitación, detrás de cada puerta y debajo de cada mesa.',
      '{H} subió por la escalera que crujía y recorrió el pasillo, donde el suelo cantaba a cada paso.',
    ],
  ),
  'event.plain': bands(
    ['Y un día, empezó una aventura.'],
    ['Y un día, empezó una aventura.', 'Y entonces llegó el día en que todo cambió.'],
    ['Y entonces llegó un día que no fue como los demás.'],
  ),
};

export const PLOT_LINES: Record<Language, PhraseBank> = { en: EN, es: ES };
