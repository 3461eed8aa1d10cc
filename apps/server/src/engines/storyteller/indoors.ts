/**
 * Stories that stay inside: a kitchen, a classroom, Grandma's house on a rainy day. Their heroes
 * go from room to room, not along winding paths; nobody sits on a mossy stone; a kitchen is a
 * favourite place, not where someone sleeps; and the rain is at the window.
 */
import type { CastMember } from './cast.js';
import { WORD_CHAR, type Language } from './text-tidy.js';

/** Whole words of either language (\b knows only ASCII letters). */
const words = (list: string) => new RegExp(`(?<!${WORD_CHAR})(?:${list})(?!${WORD_CHAR})`, 'iu');

/** Rooms and buildings one spends the day in, but does not sleep in. */
const ROOM = words(
  [
    'kitchen|classroom|class|attic|cellar|basement|bathroom|living room|sitting room|playroom',
    'hall|hallway|library|museum|shop|store|bakery|school|hospital|office|garage|gym|cinema',
    'theatre|theater|workshop|studio|cocina|clase|aula|desván|buhardilla|sótano|baño|salón',
    'pasillo|biblioteca|museo|tienda|panadería|escuela|colegio|oficina|garaje|gimnasio|cine',
    'teatro|taller|estudio',
  ].join('|'),
);

/** Places one sleeps in: the last picture of a story may be there. */
const SLEEPING_PLACE = words(
  [
    'home|house|cottage|flat|apartment|castle|palace|cabin|hut|bedroom|burrow|nest|den|igloo',
    'tent|treehouse|hogar|casa|casita|piso|apartamento|castillo|palacio|cabaña|dormitorio',
    'habitación|cuarto|madriguera|nido|guarida|iglú|tienda de campaña',
  ].join('|'),
);

/** Anything that takes a story out of doors. */
const OUTDOOR_PLACES = [
  'garden|yard|forest|woods?|park|beach|sea|ocean|river|lake|pond|path|outside|outdoors',
  'field|meadow|mountain|hill|street|road|farm|island|sky|space|jungle|desert|zoo',
  'playground|tree|treehouse|jardín|patio|bosque|parque|playa|mar|océano|río|lago|estanque',
  'sendero|fuera|afuera|calle|carretera|campo|prado|montaña|colina|granja|isla|cielo',
  'espacio|selva|desierto|zoo|árbol',
].join('|');
const OUTDOORS = words(OUTDOOR_PLACES);
/**
 * The plot goes out of doors when it speaks of going or being somewhere outside ("to the beach",
 * "en el jardín", "outside"), not when it names one as a thing: "paint the sea" stays in class.
 */
const PLOT_OUTDOORS = new RegExp(
  `(?<!${WORD_CHAR})(?:outside|outdoors|fuera|afuera|(?:in|into|at|to|on|onto|through|across|along|by|near|under|over|around|up|down|en|a|al|hacia|por|hasta|desde|bajo|sobre|del)\\s+(?:(?:the|a|an|his|her|their|our|its|el|la|los|las|un|una|su|sus|mi|my)\\s+)?(?:${WORD_CHAR}+\\s+)?(?:${OUTDOOR_PLACES}))(?!${WORD_CHAR})`,
  'iu',
);

const placeText = (place: CastMember) => `${place.name} ${place.description}`;

/** Places to spend the day, where nobody lives: a beach, a park, a playground. */
const DAY_PLACE = words(
  'beach|park|playground|zoo|pool|fair|funfair|allotment|playa|parque|zoo|piscina|feria',
);

/** A room or a spot one spends the day in ("the kitchen", "the beach"): a favourite place. */
export const isRoom = (place: CastMember): boolean =>
  (ROOM.test(place.name) || DAY_PLACE.test(place.name)) && !SLEEPING_PLACE.test(place.name);

/** Rooms that are one room, not a building: nobody goes up the stairs in a kitchen. */
const SINGLE_ROOM = words(
  [
    'kitchen|classroom|class|attic|cellar|basement|bathroom|living room|sitting room|playroom',
    'bedroom|office|studio|workshop|garage|cocina|clase|aula|desván|buhardilla|sótano|baño',
    'salón|dormitorio|habitación|cuarto|oficina|estudio|taller|garaje|consulta',
  ].join('|'),
);

/** Whether every place of an indoor story is a single room, so its way is round that room. */
export const allSingleRooms = (places: CastMember[]): boolean =>
  places.length > 0 && places.every((place) => SINGLE_ROOM.test(place.name));

/** Places one goes to for a reason, often a worrying one: nobody's favourite place. */
const ERRAND_PLACE = words(
  "dentist|dentist's|dentists|doctor|doctor's|doctors|hospital|clinic|surgery|vet|vet's|vets|dentista|médico|clínica|consulta|veterinari[oa]|ambulatorio",
);

const NEW = words('new|nuevo|nueva');

/**
 * The dentist's, the hospital or a new school: told as just round the corner, not as a
 * favourite place (nobody's favourite place is one they have not been to yet).
 */
export const isErrand = (place: CastMember): boolean =>
  ERRAND_PLACE.test(place.name) || (ROOM.test(place.name) && NEW.test(place.name));

/** Whether the last picture, of the hero asleep in bed, may be drawn there. */
export const canSleepIn = (place: CastMember): boolean => SLEEPING_PLACE.test(placeText(place));

/** "It is raining and they cannot go outside": a plot that keeps everyone in. */
const KEPT_INSIDE = new RegExp(
  `(?<!${WORD_CHAR})(?:(?:can['’]?t|cannot|can not|could(?:n['’]t| not)|(?:are|is|were|was)(?:n['’]t| not) allowed to|must(?:n['’]t| not))\\s+(?:go\\s+|play\\s+|go\\s+and\\s+play\\s+)?(?:outside|outdoors|out)|(?:stay|stays|stayed|staying|stuck)\\s+(?:inside|indoors|at home|in the house)|no\\s+(?:pueden|puede|podían|podía|podemos|dejan)\\s+(?:salir|jugar fuera|ir fuera)|(?:quedarse|se quedan|se queda|se quedaban|se quedaba)\\s+(?:en casa|dentro))(?!${WORD_CHAR})`,
  'iu',
);

/** A plot that happens in the house: "the house is so big", "Pipo hides somewhere in the house". */
const IN_THE_HOUSE = new RegExp(
  `(?<!${WORD_CHAR})(?:(?:in|around|through|all over|inside) (?:the|our|their|his|her|its) (?:whole |big )?(?:house|flat)|the (?:whole |big )?house is|every room|at home|(?:en|por|dentro de) (?:la|su|toda la|nuestra) casa|en casa|(?:algún sitio|alguna parte|algún lugar|cualquier sitio|cualquier parte|algún rincón) de (?:la|su) casa|la casa (?:es|era|está|estaba)|toda la casa|cada habitación|todas las habitaciones)(?!${WORD_CHAR})`,
  'iu',
);

/** Play that happens indoors: a tower of blocks, a cushion fort, the toy box. */
const INDOOR_PLAY = new RegExp(
  `(?<!${WORD_CHAR})(?:blocks|building blocks|lego|duplo|cushions?|sofa|couch|toy ?box|bunk beds?|bloques|legos?|cojines|cojín|sofá|caja de juguetes|litera)(?!${WORD_CHAR})`,
  'iu',
);

/**
 * The story stays inside when every place the family gave is a room or a house and neither
 * they nor the plot speak of going out of doors, or when the plot keeps everyone in ("they
 * cannot go outside"), plays with blocks or cushions, or is told at home (`atHome`), unless the
 * plot goes out of doors.
 * Otherwise a story without places is not indoors.
 */
export function staysIndoors(places: CastMember[], plotText: string, atHome = false): boolean {
  const keptInside =
    atHome ||
    KEPT_INSIDE.test(plotText) ||
    (places.length === 0 && (INDOOR_PLAY.test(plotText) || IN_THE_HOUSE.test(plotText)));
  const plot = plotText.replace(new RegExp(KEPT_INSIDE.source, 'giu'), ' ');
  return (
    (places.length > 0 || keptInside) &&
    places.every(
      (place) =>
        // "El colegio nuevo, con un patio lleno de árboles": its playground is part of it.
        ROOM.test(place.name) ||
        ((ROOM.test(placeText(place)) || SLEEPING_PLACE.test(placeText(place))) &&
          !OUTDOORS.test(placeText(place))),
    ) &&
    !PLOT_OUTDOORS.test(plot)
  );
}

/** Lines of the way out of doors, never chosen in a story that stays inside. */
export const OUT_OF_DOORS_LINES =
  /\b(bush(?:es)?|the leaves|arbustos?|las hojas|rock|mossy stone|little bird|pajarito|fallen log|oak|shade of|sunflowers?|frogs?|pond|stream|butterfl\w*|squirrel|hedges?|signpost|stile|path|hill|piedra|tronco|roble|sombra de|girasoles|ranas?|charca|arroyo|mariposa|ardilla|setos?|poste|sendero|colina|birds?|sparrows?|blackbird|clouds?|breeze|grass|sky|cows?|pájaros|nubes|brisa|hierba|cielo|vacas?)\b/i;

/** Lines of a house inside, never chosen in a story told out of doors. */
export const INSIDE_THE_HOUSE_LINES =
  /(?<!\p{L})(sofa|cupboards?|curtains?|(?:under|beneath) (?:the|every|a) bed|wardrobe|sofá|armarios?|cortinas?|debajo de (?:la|todas las) camas?)(?!\p{L})/iu;

/** The weather of a picture inside: at the window, not falling on the family. */
export const WEATHER_AT_THE_WINDOW: Record<Language, Record<string, string>> = {
  en: {
    'in a storm': 'with a storm outside the window',
    'in the rain': 'with rain on the window',
    'in the snow': 'with snow falling outside the window',
    'in the fog': 'with fog at the window',
    'in the wind': 'with the wind rattling the window',
  },
  es: {
    'en plena tormenta': 'con una tormenta tras la ventana',
    'bajo la lluvia': 'con la lluvia en la ventana',
    'en la nieve': 'con la nieve cayendo tras la ventana',
    'entre la niebla': 'con niebla tras la ventana',
    'con viento': 'con el viento sacudiendo la ventana',
  },
};
