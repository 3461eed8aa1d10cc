/**
 * What kind of trouble the parent's plot is (something dark, sleep that will not come, lost or hiding, not enough of
 * something, far, high, heavy, a grown-up's no, closed, a secret to keep, knocked down, melting, broken, scary, the weather, someone left out, sad or ill, a race), so the tries, the turn and the
 * ending are things one would really do about THIS problem: a hiding cat is called softly and
 * found under the bush; a dark path is crossed with the lantern lit, hand in hand, singing.
 */
import { wholeWords, type Language } from './text-tidy.js';

export type ProblemKind =
  | 'dark'
  | 'sleepless'
  | 'waiting'
  | 'lost'
  | 'missing'
  | 'hurry'
  | 'short'
  | 'weather'
  | 'high'
  | 'heavy'
  | 'secret'
  | 'toppled'
  | 'melting'
  | 'broken'
  | 'stopped'
  | 'closed'
  | 'permission'
  | 'far'
  | 'scary'
  | 'quarrel'
  | 'shy'
  | 'language'
  | 'practice'
  | 'left-out'
  | 'sad'
  | 'race'
  | 'together'
  | 'unknown';

const NOT =
  "(?:(?:do(?:es)?|did) not|don['’]t|doesn['’]t|didn['’]t|can(?:no|['’])?t|could not|couldn['’]t)";
const LANGUAGE_EN =
  '(?:english|spanish|french|german|italian|polish|arabic|chinese|portuguese|ukrainian|romanian)';
const LANGUAGE_ES =
  '(?:español|castellano|inglés|francés|alemán|italiano|árabe|chino|portugués|rumano|polaco|ucraniano)';

/** Checked in order: "afraid of the dark" is dark before it is scary. */
const KINDS: [Exclude<ProblemKind, 'unknown'>, RegExp][] = [
  ['dark', wholeWords(/\b(dark|darkness|pitch black|oscur\w*|tinieblas)\b/i)],
  [
    // Bedtime and wide awake: sheep counted, warm milk, a slow breath, and sleep tiptoes in.
    'sleepless',
    wholeWords(
      /\b(can(?:no|['’])?t (?:get to |fall )?sleep|(?:is|was|are|were|stays?|stayed) wide awake|(?:won['’]?t|will not|doesn['’]?t|does not) (?:go to |fall )?sleep|too excited to sleep|(?:fall|falling) asleep|no (?:puede|podía|consigue|conseguía|pueden|podían) (?:dormir|dormirse|quedarse dormid[oa])|no (?:se )?(?:duerme|dormía)|desvelad[oa]s?|dormirse|quedarse dormid[oa]|(?:está|estaba) (?:muy )?despiert[oa]|con los ojos (?:muy )?abiertos)\b/i,
    ),
  ],
  [
    // Fish that will not bite, seeds that will not come up, eggs that have not hatched: calm and
    // patience, not a plan.
    'waiting',
    wholeWords(
      /\b((?:are|is|were|was|aren['’]t|isn['’]t|weren['’]t|wasn['’]t)(?: not)? (?:biting|hatching|growing|sprouting|coming up)|(?:won['’]?t|will not|doesn['’]?t|does not|didn['’]?t|did not|don['’]?t|do not|haven['’]?t|hasn['’]?t|has not|have not)(?: yet)? (?:bite|hatch(?:ed)?|grow|grown|sprout(?:ed)?|come up|bloom(?:ed)?)|(?:take|takes|taking|took) (?:so|too|such a) long|(?:bored|tired|fed up) (?:of|with) waiting|(?:has|have|had) to wait|waiting and waiting|no (?:pican|picaban|pica|picaba|crece|crecen|crecía|crecían|brota|brotan|brotaba|brotaban|florece|florecen)|(?:todavía|aún) no (?:han |ha )?(?:nacido|brotado|crecido|salido del cascarón)|tarda(?:n|ba|ban)? (?:mucho|tanto|demasiado)|(?:hay|había) que esperar|(?:cansad[oa]s?|aburrid[oa]s?|harto|harta) de esperar|se (?:aburre|aburría|cansa|cansaba) de esperar|esperar y esperar)\b/i,
    ),
  ],
  [
    'lost',
    wholeWords(
      /\b(lost|lose|loses|losing|hid\w*|missing|which way|the way (?:back|home)|no sab\w+ (?:por dónde|qué camino|cuál es el camino|volver)|el camino de vuelta|(?<!all )gone|can'?t find|cannot find|can'?t see|cannot see|search\w*|look(?:ing)? for|perd\w*|escond\w*|desaparec\w*|no (?:la|lo) veo|(?:falls?|fell|fallen|drops?|dropped|rolls?|rolled|slips?|slipped) (?:out of|through|under|behind|between|down (?:a|the) (?:crack|gap|hole|drain))|se (?:cae|cayó|caía|cuela|coló|colaba|escurre|escurrió) (?:por|debajo|detrás|entre)|rod(?:a|ó|aba) (?:debajo|bajo|detrás)|(?:has |had )?escap(?:ed|es|ing)(?! from (?:the |a |an )?(?:\w+ )?(?:monsters?|dragons?|witch\w*|giants?|trolls?|wol(?:f|ves)|bears?|sharks?|ghosts?|pirates?|robbers?))|(?:ran|runs|run|running) away(?! from)|(?:wandered|wanders|wandering) (?:away|off)|(?:got|gets|getting) out of (?:its|his|her|their|the) (?:cage|hutch|tank|pen|bowl|basket|kennel|box|run)|se (?:escap\w+|(?:ha|había|han|habían) escapado)(?! de(?:l| la| los| las)? (?:monstruo|dragón|bruja|gigante|lobo|oso|tiburón|fantasma|pirata)s?))\b/i,
    ),
  ],
  [
    // Homework due tomorrow, guests at six, the bus in five minutes: one thing at a time.
    'hurry',
    wholeWords(
      /\b(not (?:enough|much) time|no time (?:left|to)|(?:runs?|ran|running) out of time|(?:only|just) (?:\w+ )?(?:one|an|a|two|three|five|ten|a few|\d+) (?:\w+ )?(?:minutes?|hours?|afternoon|morning|evening|day|days) (?:left|to go)|in a (?:big )?hurry|(?:very|too) little time|no (?:hay|había|tiene|tenía|tienen|tenían|queda|quedaba) (?:suficiente |bastante |mucho )?tiempo|poco tiempo|se (?:acaba|acababa|está acabando|estaba acabando) el tiempo|s[oó]lo (?:queda|quedan|quedaba|quedaban) (?:una|un|dos|tres|cinco|diez|unos|unas|pocos|pocas) (?:\S+ )?(?:tardes?|mañanas?|noches?|días?|horas?|minutos?|rato)|(?:tiene|tenía|tienen|tenían) (?:mucha )?prisa|(?:the )?tide (?:is |was )?(?:comes?|coming|came|rises?|rising|rose|turns?|turning|turned)(?: in| up)?|before the tide|sub(?:e|ía|ió) la marea|la marea (?:sube|subía|subió|está subiendo|estaba subiendo)|antes de que suba la marea|high tide|marea alta|(?:is|are|was|were) about to (?:arrive|come home|be home|get home|be back)|will be (?:home|back) (?:any minute|any moment|soon|in (?:a few|\w+) minutes)|(?:está|están|estaba|estaban) a punto de (?:llegar|volver)|(?:llega|llegan|vuelve|vuelven) en (?:nada|un momento|un minuto|unos minutos|cinco minutos))\b/i,
    ),
  ],
  [
    'short',
    wholeWords(
      /\b(not enough|too few|(?:run(?:s|ning)?|ran) out of (?!(?:the|a|an|his|her|their|its|my|our|your)\b)|(?:runs|ran|has run|had run|is running|was running) out(?=\s*(?:[.,;!?]|$|and\b|but\b|so\b|y\b))|(?:all )?used up|all gone|none left|nothing left|short of|(?:no|ya no) (?:hay|había|tiene|tenía|tienen|tenían) (?:suficientes?|bastantes?)|faltan|faltaban|(?:se|le|les) acab\w*|no queda\w*|s[oó]lo (?:queda|quedan|quedaba|quedaban|hay|había|tiene|tenía)|quedan pocos|quedan pocas|quedaban pocos|quedaban pocas)\b/i,
    ),
  ],
  [
    // A surprise to make while the one it is for is about: hide, whisper, take them for a walk.
    'secret',
    wholeWords(
      /\b((?:stays?|stayed|is|was) (?:at home|in the house|around|there) all day|(?:won['’]?t|will not|doesn['’]?t|does not|didn['’]?t|did not|never) (?:leave|go out)|(?:mustn['’]?t|must not|shouldn['’]?t|should not|can['’]?t|cannot) (?:find out|know|see|notice|guess)|(?:might|could|will|would|may) (?:find out|see it|notice|guess)|without (?:him|her|them|anyone|anybody) (?:noticing|knowing|seeing|finding out)|keep (?:it|the surprise|the party|the present) (?:a )?secret|no (?:sale|salía) de casa|no se (?:va|iba|mueve|movía) de casa|no (?:puede|podía|debe|debía) (?:enterarse|saberlo|verlo|descubrirlo)|sin que (?:se entere|se enterara|se dé cuenta|se diera cuenta|lo vea|lo viera|nadie se entere)|que no se (?:entere|enterara)|guardar el secreto|en secreto)\b/i,
    ),
  ],
  [
    // A snowman, an ice castle or an ice lolly in the sun: shade and cold, not a plan.
    'melting',
    wholeWords(/\b(melt\w*|thaw\w*|derrit\w*|derret\w*|se derrite\w*|deshiel\w*)\b/i),
  ],
  [
    'weather',
    wholeWords(
      /\b(storm\w*|rain(?!bow)\w*|wind(?:s|y|ier|iest)?|snow\w*|thunder\w*|fog\w*|flood\w*|tormenta\w*|lluvia|llov\w*|viento|nieve|nev(?:ar|ad[ao]s?|ó|aba|ando)|niebla|trueno\w*)\b/i,
    ),
  ],
  [
    // What is built keeps coming down: a sandcastle the waves take, a tower the cat knocks over.
    'toppled',
    wholeWords(
      /\b(knock(?:s|ed|ing)? (?:(?:the|a|an|his|her|their|our|my|its|whole|big|tall|little|new|block|sand|snow)\s+){0,3}(?:it|them|everything|tower|towers|castle|castles|sandcastle|sandcastles|den|dens|fort|forts|house of cards|wall|walls|blocks|bricks|snowman|igloo|tent|stack|pile|dominoes) (?:down|over)|wash(?:es|ed|ing)? (?:\S+ ){0,3}away|(?:keeps?|kept|keeping) (?:falling|tumbling|toppling) (?:down|over)|(?:falls?|fell|tumbles?|tumbled) down (?:again|every time|each time|all the time)|topple\w*|collaps\w*|(?:blows?|blew|blowing) (?:(?:the|a|an|his|her|their|our|my|its|whole|big|tall|little|new|block|sand|snow)\s+){0,3}(?:it|them|everything|tower|towers|castle|castles|sandcastle|sandcastles|den|dens|fort|forts|house of cards|wall|walls|blocks|bricks|snowman|igloo|tent|stack|pile|dominoes) (?:down|over)|se (?:lleva|llevan|llevaba|llevaban|llevó|llevaron) (?:el|la|los|las|su|sus) (?:castillo|castillos|torre|torres|cabaña|casita|muro|muralla|fuerte)\w*|se (?:derrumba|derrumban|derrumbaba|derrumbó|desmorona|desmoronaba|desmoronó|viene abajo|venía abajo|vino abajo)|derrib\w+)\b/i,
    ),
  ],
  [
    'broken',
    wholeWords(
      /\b(broken|broke|break|breaks|fix\w*|mend\w*|repair\w*|torn|squeak\w*|rot\w*|roto|rota|romp\w*|rompi\w*|arregl\w*|repar\w*)\b/i,
    ),
  ],
  [
    // A machine that will not go: an oven that will not turn on, a robot that stopped working.
    'stopped',
    wholeWords(
      /(?<!\b(?:plans?|ideas?|tricks?|spells?|magic|truco|hechizo|magia)\s+)\b((?:won['’]?t|will not|wouldn['’]?t|would not|doesn['’]?t|does not|didn['’]?t|did not|isn['’]?t|is not|wasn['’]?t|was not)\s+(?:work|working|turn on|turning on|switch on|switching on|start|starting|light up|go on|tick|ticking)|stopped (?:working|ticking|beeping|whirring|humming)|out of order|(?:batter(?:y|ies)|power) (?:is |are |was |were |had |has |have )?(?:flat|dead|gone|run out|ran out)|no (?:funcion(?:a\w*|ó)(?!\s+(?:el|la|mi|su|nuestro|nuestra)\s+(?:plan|idea|truco|hechizo|magia))|(?:se )?enciend\w*|(?:se )?encend\w*|arranca\w*|se prende\w*)|dej[óo] de funcionar|dejaba de funcionar|se (?:ha )?estrope\w*|estropead[oa]s?|averiad[oa]s?)\b/i,
    ),
  ],
  [
    // A grown-up who says no (to a puppy, to staying up): show, do not just ask.
    'permission',
    wholeWords(
      /\b((?:says?|said|always says) (?:no|it is too|a \S+ is too|a \S+ would be too|they are too)|(?:is|are|was|were)(?:n['’]t| not) allowed|(?:won['’]?t|will not|doesn['’]?t|does not|didn['’]?t|did not) let (?:him|her|them|me)|too much work|(?:dice|dijo|decía) que no|no (?:le|les|la|lo) (?:deja|dejan|dejaba|dejaban)|no (?:está|están|estaba) permitido|demasiado trabajo|mucho trabajo|(?:dice|dijo|decía) que (?:un|una) \S+ (?:es|era|da|daba) (?:demasiado|mucho)|(?:says?|said) (?:that )?(?:it['’]s|it is|it was) (?:much |far |way )?too|(?:says?|said) (?:that )?(?:he|she|they|we|you) (?:can(?:no|['’])?t|cannot|must not|mustn['’]t) (?:go|play|have|stay)|(?:dice|dijo|decía) que (?:hace|hacía|es|era|está|estaba) (?:demasiado|muy) \S+ para|(?:dice|dijo|decía) que no (?:puede|pueden|podía|podían|debe|deben))\b/i,
    ),
  ],
  [
    // A door, a gate or a room that will not open: another way in, or the one with the key.
    'closed',
    wholeWords(
      /\b((?:is|are|was|were|stays?|stayed) (?:still |all |firmly )?(?:locked|shut|closed)|locked (?:door|gate|room)|(?:won['’]?t|will not|doesn['’]?t|does not|didn['’]?t|did not|wouldn['’]?t|would not) open|cerrad[oa]s? (?:con llave|por obras|hoy|todo el día)|(?:está|están|estaba|estaban) cerrad[oa]s?|no (?:se )?(?:abre|abría|abren|abrían)|con llave)\b/i,
    ),
  ],
  [
    'high',
    wholeWords(
      /\b(high|higher|tall|tallest|top|climb\w*|reach\w*|up the|tree|roof|rooftop|come down|get down|tejado|bajar|baje|bajara|alt[oa]s?|cima|subir|(?<!(?:marea|agua|río|mar|nivel)\s)sub(?:ir|e|es|en|ió|imos|ieron|iendo|ía|ían)(?!\s+(?:la marea|el agua|el río|el mar|el nivel))|trep\w*|alcanz\w*|árbol)\b/i,
    ),
  ],
  [
    'heavy',
    wholeWords(
      /\b(heavy|heavier|lift\w*|carry\w*|push\w*|pull\w*|huge|too big|pesad\w*|pes(?:a|an|aba|aban)|levant\w*|carg\w*|empuj\w*|enorme)\b/i,
    ),
  ],
  [
    // A new friend who speaks another language: pointing, drawing, a smile, a game, swapped words.
    'language',
    wholeWords(
      new RegExp(
        `\\b(${NOT} (?:speak|understand|talk) (?:the same|each other['’]s|one another['’]s) (?:language|words)|(?:speaks?|spoke|talks?) (?:a )?(?:different|another|other) languages?|(?:only )?(?:speaks?|spoke|knows?|knew) (?:only )?(?:a little|a few words of|no|hardly any) ${LANGUAGE_EN}|${NOT} (?:speak|know|understand) (?:any |much |a word of )?${LANGUAGE_EN}|no (?:hablan?|hablaban?|entienden?|entendían?) (?:el mismo idioma|la misma lengua|(?:nada de |casi )?${LANGUAGE_ES})|(?:habla|hablaba|hablan|hablaban) (?:otro idioma|otra lengua|idiomas distintos|idiomas diferentes)|s[oó]lo (?:habla|hablaba|sabe|sabía) (?:un poco de |unas palabras de )?${LANGUAGE_ES})\\b`,
        'i',
      ),
    ),
  ],
  [
    // Two who both want the same thing, or will not share: a squabble, not a foe.
    'quarrel',
    wholeWords(
      /\b(both (?:want|wants|wanted|need|needs|needed)|(?:argu\w*|quarrel\w*|squabbl\w*|bicker\w*)|(?:fight|fights|fighting|fought) (?:over|about)|(?:won['’]?t|will not|doesn['’]?t|does not|didn['’]?t|did not|wouldn['’]?t|would not|refuses? to|refused to|never) share|(?:los|las) dos (?:quieren|querían|quería)|ambos (?:quieren|querían)|discut\w+|se pele\w+|pele(?:an|aban|aron)|no (?:quiere|quería|quieren|querían) compartir|no (?:comparte|compartía|comparten|compartían)|riñ\w+)\b/i,
    ),
  ],
  [
    // Nobody has time or eyes for the hero: a new baby, a busy family, a game without them.
    'left-out',
    wholeWords(
      /\b(left out(?! (?:in|on|at|under|overnight|all night|for)\b)|leaves? (?:him|her|them|me) out|(?:feels?|felt|feeling) (?:forgotten|invisible|ignored|unnoticed)|jealous\w*|(?:nobody|no one|no-one) (?:notices|noticed|has time|had time|plays with|played with|listens|listened|pays attention|paid attention)|(?:everyone|everybody) (?:is |was |seems |seemed )?(?:too |so |very )?busy|all the attention|notice (?:him|her|them|me) again|apartad[oa]s?|dejad[oa]s? de lado|dej(?:a|an|aba|aban|aron) de lado|(?:se siente|se sentía|se sintió) (?:olvidad[oa]|invisible|sol[oa] y olvidad[oa])|celos\w*|(?:nadie|ya nadie) (?:le hace caso|le hacía caso|tiene tiempo|tenía tiempo|juega con|jugaba con|le escucha|le escuchaba|se fija|se fijaba)|(?:todos|todo el mundo) (?:están|estaban|está|estaba) (?:muy |tan |demasiado )?ocupad[oa]s?|(?:le|les) (?:hagan|hacen|hacían|hicieran) caso|toda la atención)\b/i,
    ),
  ],
  [
    'sad',
    wholeWords(
      /\b(sad|ill|sick|hospital|cry\w*|lonely|alone|hurt|poorly|cold|trist\w*|enferm\w*|hospital|llor\w*|(?:est[aáé]\w*|sient\w*|sent[ií]\w*|qued\w*|muy|tan)\s+sol[oa]s?|herid\w*)\b/i,
    ),
  ],
  [
    'race',
    wholeWords(
      /\b(race|contest|competition|win|wins|winning|prize|carrera|concurso|ganar|premio)\b/i,
    ),
  ],
  [
    'far',
    wholeWords(
      /\b(far|far away|long way|across|river|sea|mountain|bridge|journey|lejos|cruzar|río|mar|montaña|puente|viaje)\b/i,
    ),
  ],
  [
    'scary',
    wholeWords(
      /\b(afraid|scared|frighten\w*|fear\w*|monster\w*|nervous|stage fright|(?:hands?|knees?|legs?|voice) (?:shakes?|shook|shaking|trembles?|trembled|wobbles?|wobbled)|butterflies in (?:her|his|their|my) (?:tummy|stomach)|miedo|monstruo\w*|asustad\w*|nervios\w*|(?:le|les) tiembl(?:a|an|aba|aban) (?:las manos|las piernas|la voz|las rodillas)|mariposas en (?:la|su) (?:barriga|tripa)|(?:every|each) (?:boom|bang|crash|clap of thunder|rumble)|(?:jumps?|jumped|hides?|hid|dives?|dived) under the (?:blanket|covers|duvet|quilt|bed|table)|(?:cada|con cada) (?:trueno|estruendo|ruido fuerte)|se (?:esconde|escondía|escondió|mete|metía|metió) (?:debajo de|bajo) la (?:manta|colcha|cama|mesa))\b/i,
    ),
  ],
  [
    // Too shy to say hello: nothing to be brave against, only a first word to find.
    'shy',
    wholeWords(/\b(shy|shyly|bashful|tímid\w*|vergüenza|vergonzos\w*)\b/i),
  ],
  [
    // Learning to ride, swim or whistle: wobbles and tumbles until it comes together.
    'practice',
    wholeWords(
      /\b(keeps? (?:falling|tripping|wobbling|slipping)|(?:falls?|fell|falling) (?:off|over|down)(?: again| all the time| every time)|can(?:no|['’])?t (?:yet )?(?:balance|ride|swim|whistle|skip|tie|float|skate)|not yet able|learn(?:s|ing|ed)? (?:to|how to)|se (?:cae|caía|cayó|caen) (?:todo el rato|siempre|cada vez|una y otra vez|todo el tiempo)|se tambale\w*|no (?:sabe|sabía|consigue|conseguía|puede|podía) (?:todavía |aún )?(?:montar|nadar|silbar|saltar|atarse|patinar|flotar|mantener el equilibrio)|aprend(?:er|e|ía|ió) a)\b/i,
    ),
  ],
];

export function kindIn(text: string): ProblemKind | null {
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

export type Weather = 'wind' | 'rain' | 'snow' | 'fog' | 'storm';

// What a plot's words say of the weather, and what a line's words speak of: every weather line
// names its weather in so many words. A storm is wind and rain too; a flood comes with rain.
const WEATHER_WORDS: [Weather, RegExp][] = [
  ['wind', wholeWords(/\b(wind(?:s|y|ier|iest)?|gusts?|gusty|breez\w*|viento\w*|ráfaga\w*)\b/i)],
  [
    'rain',
    wholeWords(
      /\b(rain(?!bow)\w*|drizzl\w*|puddle\w*|flood\w*|lluvi\w*|llov\w*|charcos?|inund\w*)\b/i,
    ),
  ],
  ['snow', wholeWords(/\b(snow\w*|blizzard\w*|nieve|nev(?:ar|ad[ao]s?|ó|aba|ando))\b/i)],
  ['fog', wholeWords(/\b(fog\w*|mist|misty|niebla|bruma)\b/i)],
  ['storm', wholeWords(/\b(storm\w*|thunder\w*|lightning|tormenta\w*|trueno\w*)\b/i)],
];

export function weatherIn(text: string): Set<Weather> {
  const found = new Set(WEATHER_WORDS.filter(([, words]) => words.test(text)).map(([w]) => w));
  if (found.has('storm')) found.add('wind').add('rain');
  return found;
}

/**
 * The lines of a weather story that speak only of weather the plot has (wind alone gets no
 * raindrops), those that name it first: deep snow is crossed, not waited out like a shower.
 */
export function weatherLines(lines: string[], plotWeather: ReadonlySet<Weather>): string[] {
  const fitting = lines.filter((line) =>
    WEATHER_WORDS.every(([weather, words]) => plotWeather.has(weather) || !words.test(line)),
  );
  const named = fitting.filter((line) => WEATHER_WORDS.some(([, words]) => words.test(line)));
  return named.length > 0 ? named : fitting;
}

/**
 * The challenge names the trouble best; the goal ("find the cat") speaks when it does not, and
 * then the event ("Finn lost his tooth"). Weather in the event is only the backdrop when the
 * parent gave a challenge: a rainy day at Grandma's is not what a wobbly blanket fort is about.
 */
export function problemKind(challenge: string, goal: string, event: string): ProblemKind {
  const inEvent = kindIn(event);
  const fromEvent = inEvent === 'weather' && challenge.trim() ? null : inEvent;
  return kindIn(challenge) ?? kindIn(goal) ?? fromEvent ?? 'unknown';
}

/** Per kind: a try alone, a try with a friend, a thought while searching, the turn, the fix. */
export type KindLines = {
  try: string[];
  team: string[];
  search: string[];
  turn: string[];
  fix: string[];
  /** A gentle joke about this very trouble, for a funny story. */
  joke: string[];
};

/**
 * {H} the hero, {F} the friend, {OBJ} the thing or the one the goal is after (kind 'lost' has
 * one: it is only chosen then), {OBST} what is in the way, {G} the goal as a verb phrase.
 * {FAILED} ends a try or a team line that says in its own words that it did not work ("…, but
 * the kite stayed stuck."): no "It did not work" is told after it.
 */
const EN: Record<ProblemKind, KindLines> = {
  dark: {
    try: [
      '{H} tiptoed into the dark, and then stopped.{FAILED}',
      '{H} tried to walk fast, eyes shut tight.',
    ],
    team: [
      '{F} held out a hand, and they walked on side by side.',
      '{F} whispered, “Let’s count our steps together.”',
    ],
    search: [
      '{H} peered into the shadows. Was that a tree, or something else?',
      'Every shadow looked bigger in the dark.',
    ],
    turn: [
      '{H} found a little light, and the dark filled with a warm glow.',
      '{H} began to sing a little song, and the dark felt smaller.',
    ],
    fix: [
      'Holding hands and singing softly, they followed the light all the way.',
      'With a song to sing and a friend beside, the dark was only the night.',
    ],
    joke: [
      'Something went “hoo!” in the dark. It was only {H:n}’s own tummy.',
      'A firefly blinked on and off, as if it were laughing at the shadows.',
    ],
  },
  sleepless: {
    try: [
      '{H} counted sheep, all the way to a hundred, and was still wide awake.{FAILED}',
      '{H} turned this way and that way, and then this way again. Still awake.{FAILED}',
    ],
    team: [
      '{F} brought a cup of warm milk, but {H:s} eyes stayed wide open.{FAILED}',
      '{F} told a quiet story, but {H} was still thinking and thinking.{FAILED}',
    ],
    search: [
      '{H} listened to the little night sounds: a tick, a creak, a far-off hoot.',
      '{H} looked up at the ceiling and thought about everything at once.',
    ],
    turn: [
      '{H} took a slow, deep breath, and then another, as slow as the moon crossing the sky.',
      '{H} thought of the very nicest part of the day, and held it tight, like a teddy.',
    ],
    fix: [
      '{H:s} eyes grew heavy, and heavier, and soon {H} was fast asleep.',
      'Slowly, softly, sleep came tiptoeing in, and {H} drifted off with a smile.',
    ],
    joke: ['{H} counted so many sheep that the sheep fell asleep first.'],
  },
  waiting: {
    try: [
      '{H} checked, and checked again, and checked once more, but nothing had changed.{FAILED}',
      '{H} tried to hurry things along, but some things will not be hurried.{FAILED}',
    ],
    team: [
      '{F} sat down close to {H:o}. “The best things take a little waiting,” {F:n} said.',
      '{F} showed {H:o} how to sit very still and watch, but the waiting felt very long.{FAILED}',
    ],
    search: [
      '{H} wondered how much longer it would be.',
      '{H} counted to a hundred, and then to a hundred again.',
    ],
    turn: [
      'So {H} stopped rushing, sat very still, and hummed a little song to pass the time.',
      '{H} stopped checking and started noticing instead: the little sounds, the gentle light, everything all around.',
    ],
    fix: [
      'And then, just when {H} was not looking for it, it happened.',
      'All that waiting, and then, all at once: there it was!',
    ],
    joke: ['{H} asked “Is it time yet?” so many times that it turned into a little song.'],
  },
  lost: {
    try: [
      '{H} looked here, there and everywhere, but {OBJ} was not there.{FAILED}',
      '{H} called out loudly, but the loud calling only sent {OBJ} further into hiding.{FAILED}',
    ],
    team: [
      '{F} had a good idea: “Let’s be very quiet and listen.”',
      '{F} looked high while {H} looked low.',
    ],
    search: ['{H} thought about where {OBJ} liked to be best.', 'Where could {OBJ} be?'],
    turn: [
      '{H} knelt down, called {OBJ} softly, and listened. There it was: a tiny sound from under the bush.',
      '{H} knelt down by the sofa, called {OBJ} softly, and listened. There it was: a tiny scratching behind the curtain.',
      'They sat very still and listened, and from somewhere close came a soft little sound.',
    ],
    fix: [
      '{H} lifted the leaves gently, and there, safe and sound, was {OBJ}.',
      '{H} lifted the curtain very gently, and there, safe and sound, was {OBJ}.',
      'Very slowly, {OBJ} came out, and {H} held on tight.',
    ],
    joke: [
      'Under the sofa there was a sock, a biscuit and a very surprised spider, but no {OBJ}.',
      'Under the bush there was a ball, a snail and a very surprised beetle, but no {OBJ}.',
    ],
  },
  missing: {
    try: [
      '{H} looked everywhere at once, as fast as could be, but {OBJ} was not there.{FAILED}',
      '{H} turned everything upside down. Still no sign of {OBJ}.{FAILED}',
    ],
    team: [
      '{F} said, “Let’s go back the way we came, slowly.”',
      '{F} looked high while {H} looked low.',
    ],
    search: ['{H} thought hard about where {OBJ} had been last.', 'Where could {OBJ} be?'],
    turn: [
      'They went back slowly, looking for {OBJ} in every corner.',
      '{H} stopped rushing and remembered, very slowly, everywhere {OBJ} had been.',
    ],
    fix: [
      'And there, just where they had looked first but not carefully, was {OBJ}.',
      'Something peeped out from a corner. It was {OBJ}!',
    ],
    joke: [
      'Under the sofa there was a sock, a biscuit and a very surprised spider, but no {OBJ}.',
      'Under the bush there was a ball, a snail and a very surprised beetle, but no {OBJ}.',
    ],
  },
  hurry: {
    try: [
      '{H} rushed and rushed, but rushing made a muddle, and the muddle took even longer.{FAILED}',
      '{H} tried to do everything at once, but it all got tangled up.{FAILED}',
    ],
    team: [
      '{F} said, “Let’s share it out: you do this half, and I’ll do that one.”',
      '{F} looked at everything there was to do and said, “Let’s start with the most important bit.”',
    ],
    search: [
      '{H} knew there was not much time left, and every minute counted.',
      'How could it all be done in time?',
    ],
    turn: [
      '{H} took a deep breath and did one thing at a time, the first thing first.',
      'Instead of rushing, they did one small thing, then the next, then the next.',
    ],
    fix: [
      'One careful step after another, they made it, with a minute to spare.',
      'And just in time, with not a second to spare, it was done.',
    ],
    joke: ['{H} hurried so much that {H:s} socks ended up on the wrong feet.'],
  },
  short: {
    try: [
      '{H} looked in every cupboard and under every bed, but there was not enough.{FAILED}',
      '{H} tried to make what there was stretch further, but it would not go round.{FAILED}',
    ],
    team: [
      '{F} came hurrying back with a little more from home.',
      '{F} said, “Let’s put together everything we both have.”',
    ],
    search: ['{H} counted again. Still not enough.', 'Where could a little more be found?'],
    turn: [
      '{H} looked around with new eyes: what else could do the job?',
      '{H} saw it now: they did not need more, only a different way.',
    ],
    fix: [
      'They used what was at hand in a new way, and it was just enough.',
      'They gathered up everything they had, and it was enough after all.',
    ],
    joke: ['{H} counted everything twice, just in case. Counting did not make any more of it.'],
  },
  weather: {
    // Each line speaks only of the weather its words name (weatherFits): wind alone never rains.
    try: [
      '{H} pushed on into the wind, but it blew and blew.{FAILED}',
      '{H} tried to run between the raindrops.',
      '{H} took one step into the deep snow and sank right up to the knees.{FAILED}',
      '{H} peered into the fog, but could not see a thing.{FAILED}',
      '{H} set off anyway, but the weather pushed back hard.{FAILED}',
    ],
    team: [
      '{F} and {H} huddled close and waited for a quieter moment.',
      '{F} found a big leaf to hold over them both in the rain.',
      '{F} held on tight, so the wind could not knock them over.',
      '{F} tramped ahead, making footprints in the snow for {H:o} to step in.',
      '{F} said, “Let’s hold hands, so we don’t lose each other in the fog.”',
    ],
    search: [
      '{H} watched the sky and waited for the weather to turn.',
      'The wind and the rain did not stop, so {H} did not either.',
      'The wind whistled and tugged, but {H} kept going.',
      'Snowflakes settled on {H:n}’s nose, one by one.',
    ],
    turn: [
      'They found a sheltered spot and waited, snug and dry, until the wind and rain had passed.',
      'They sheltered behind a big rock and waited until the wind grew tired.',
      'Little by little, the fog began to lift.',
      'They made a path together, stamping the snow flat, one step at a time.',
      'Soon the clouds began to thin. “Now!” said {H:n}.',
    ],
    fix: [
      'When the rain stopped, they set off together, splashing through the puddles.',
      'Soon the storm rolled away, and the way was clear.',
      'At last the wind dropped to a whisper, and the way was clear.',
      'Step by step, in each other’s footprints, they crossed the snow together.',
      'Hand in hand, they followed the path out of the fog, and the way was clear.',
      'When the weather calmed, they set off together, and the way was clear.',
    ],
    joke: [
      'The wind blew {H:n}’s hat right off, and a puzzled crow tried it on.',
      'A fat raindrop landed right on the tip of {H:n}’s nose. Plip!',
      'A snowflake landed on {H:n}’s tongue. It tasted of cold, and nothing else at all.',
    ],
  },
  permission: {
    try: [
      '{H} asked nicely, and then asked again, and then asked a hundred more times. The answer was still no.{FAILED}',
      '{H} made the saddest face there ever was, but the answer stayed the same.{FAILED}',
    ],
    team: [
      '{F} helped to write down every reason why it was a good idea, but a list was not enough.{CHORES}{FAILED}',
      '{F} said, “Asking again will not help. Showing might.” But showing what?{CHORES}{FAILED}',
      '{F} fetched the warmest coat, a woolly hat and a pair of mittens.{WARM}',
      '{F} said, “If it is the cold that worries them, let’s beat the cold.”{WARM}',
    ],
    search: [
      '{H} thought about why the answer was no.',
      '{H} wondered what a grown-up would need to see.',
    ],
    turn: [
      '{H} stopped asking and started showing: every day, without being asked, {H} did the jobs that needed doing.{CHORES}',
      '{H} made a plan on a big sheet of paper: who would do what, and when, every single day.{CHORES}',
      '{H} put on a coat, a hat, a scarf and boots, until only {H:s} nose peeked out, and went to show the grown-ups.{WARM}',
    ],
    fix: [
      'And one evening there came a smile, and a “Well… all right. Let’s try.”{CHORES}',
      'The grown-ups looked at the plan, and at each other, and then came the best word of all: “Yes.”{CHORES}',
      'The grown-ups laughed. “Well, that is warm enough for anyone. Off you go, just for a little while.”{WARM}',
      'There came a smile, and a “Go on, then, but come in when your nose turns pink!”{WARM}',
    ],
    joke: ['{H} even asked the goldfish to put in a good word. The goldfish said nothing at all.'],
  },
  closed: {
    try: [
      '{H} pushed and pulled, but it stayed firmly shut.{FAILED}',
      '{H} knocked, politely and then not so politely, but nobody came.{FAILED}',
    ],
    team: [
      '{F} went round the other way to look for another door, but that one was shut too.{FAILED}',
      '{F} peeked through the keyhole. “Nobody there,” {F:n} whispered.{FAILED}',
    ],
    search: [
      '{H} looked for another way in: a window, a gate, a gap, anything.',
      '{H} read the sign again, slowly.',
    ],
    turn: [
      '{H} thought: why not ask somebody who had the key?',
      '{H} noticed a little side door, and a kind face behind it.',
    ],
    fix: [
      'The door swung open with a friendly creak, and in they went.',
      '“Of course you may come in,” said a kind voice, and the door opened wide.',
    ],
    joke: ['{H} said “Open sesame!” very firmly. The door did not.'],
  },
  high: {
    try: [
      '{H} stretched up on tiptoes, as tall as tall could be. Not high enough.{FAILED}',
      '{H} jumped, but it was still too high.{FAILED}',
    ],
    team: [
      '{F} held steady while {H} climbed on, slowly and carefully.',
      '{F} fetched a box to stand on.',
    ],
    search: [
      '{H} looked up. It was so very high.',
      '{H} looked for a way up, a branch, a step, anything.',
    ],
    turn: [
      'Together they built a tower of boxes, steady and safe.',
      'They found a ladder leaning nearby, and {F} held it tight.',
    ],
    fix: [
      'Up and up went {H}, slow and steady, until at last it was in reach.',
      'With a friend holding on below, {H} reached the top.',
    ],
    joke: [
      'A squirrel watched from the branch above, shaking its head as if to say, “Up here, silly!”',
    ],
  },
  heavy: {
    try: [
      '{H} pushed and pushed, but it would not move.{FAILED}',
      '{H} tried to lift it, and it did not budge.{FAILED}',
    ],
    team: [
      '{F} pushed too, and it wobbled a little.',
      '“On three,” said {F}, and they pulled together.',
    ],
    search: ['{H} looked at how big it was and thought hard.', 'It was very big, and {H} was not.'],
    turn: [
      'They found some round logs to roll {OBJ} on.',
      'Everyone took a side of {OBJ}, and they lifted together.',
    ],
    fix: [
      'Rolling it along, slowly and surely, they moved it all the way.',
      'Together it was light enough to carry.',
    ],
    joke: ['It was so heavy that even the ants stopped to stare.'],
  },
  secret: {
    try: [
      '{H} tried to hide everything under the bed, but a ribbon poked out.{FAILED}',
      '{H} tiptoed about with the secret, but it was very hard not to giggle.{FAILED}',
    ],
    team: [
      '{F} whispered, “I’ll keep watch while you get things ready.” But footsteps came, and they had to hide it all again.{FAILED}',
      '{F} stood guard at the door, but the secret nearly slipped out all the same.{FAILED}',
    ],
    search: [
      '{H} listened for footsteps, and thought hard.',
      'Where could a surprise hide, right under somebody’s nose?',
    ],
    turn: [
      '{H} had a clever idea: somebody could take them out for a little walk, and everything would be ready by the time they came back.',
      '{H} thought of the perfect hiding place, the one place nobody ever looked.',
    ],
    fix: [
      'When the door opened, everything was ready. “Surprise!” everyone shouted.',
      'Nobody guessed a thing, right up until the very last moment: “Surprise!”',
    ],
    joke: [
      '{H} had to pretend that the balloons were for the cat. The cat did not believe it either.',
    ],
  },
  melting: {
    try: [
      '{H} fanned it with a big leaf, but the drips kept on dripping.{FAILED}',
      '{H} stood in front of it to keep the sun off, but the sun just shone round {H:o}.{FAILED}',
    ],
    team: [
      '{F} held up a big umbrella to make some shade, but drip, drip, drip, it went on melting.{FAILED}',
      '{F} brought the coldest things {F:n} could find, but they were soon warm too.{FAILED}',
    ],
    search: [
      '{H} watched a little drip roll down, and then another.',
      '{H} looked around for the coolest, shadiest spot there was.',
    ],
    turn: [
      '{H} saw it: somewhere cool and shady, where the sun could not reach.',
      '{H} remembered the cold, dark side of the house, where the sun never came.',
    ],
    fix: [
      'Carefully, carefully, they moved it into the cool shade, and there it stayed, safe and cold.',
      'In the cool, deep shade the drips slowed, and then they stopped.',
    ],
    joke: ['A drip landed on {H:n}’s nose. It was very cold, and very surprised.'],
  },
  toppled: {
    try: [
      '{H} built it up again, quick as could be, and down it came again.{FAILED}',
      '{H} patted it and pressed it and hoped very hard, but it tumbled down once more.{FAILED}',
    ],
    team: [
      '{F} helped to build a little wall around it, but it was not strong enough yet.{FAILED}',
      '{F} held it steady while {H} built, but it wobbled all the same.{FAILED}',
    ],
    search: [
      '{H} watched closely to see what knocked it down each time.',
      '{H} looked at the heap that was left, and thought.',
    ],
    turn: [
      '{H} saw it now: it needed a wide, strong bottom and a safer place to stand.',
      '{H} wondered: what if they started again in a better place, with the biggest, strongest part at the bottom?',
    ],
    fix: [
      'So they built it again, wide and strong, in a safer spot, and it stood tall and stayed standing.',
      'It wobbled, just a little, and then it stood, strong and steady, right to the very top.',
    ],
    joke: ['Flump! Down it came again. A passing beetle shook its head.'],
  },
  broken: {
    try: [
      '{H} tried to put the pieces back together, but they fell apart again.{FAILED}',
      '{H} tried to fix it quickly, and it broke a little more.{FAILED}',
    ],
    team: [
      '{F} held the pieces still while {H} looked carefully.',
      '{F} brought string, glue and a lot of patience.',
    ],
    search: ['{H} looked at every little piece.', '{H} wondered how it all fitted together.'],
    turn: [
      'Slowly, carefully, they fitted each piece of {OBJ} where it belonged.',
      '{H} found the piece that was missing, and suddenly it all made sense.',
    ],
    fix: [
      'With one last careful twist, it was mended, as good as new.',
      'It worked again, mended by patient hands.',
    ],
    joke: ['For a moment it was put together upside down, which made everyone giggle.'],
  },
  stopped: {
    try: [
      '{H} pressed every button, one after another, but {OBST} stayed quiet.{FAILED}',
      '{H} gave {OBST} a gentle tap, and then a less gentle one. Nothing happened.{FAILED}',
      '{H} tried every button and every switch. Nothing happened.{FAILED}',
    ],
    team: [
      '{F} came to look. “Every machine has a secret,” {F:n} said. “Let’s find it.”',
      '{F} held the torch while {H} looked behind and underneath.',
    ],
    search: [
      '{H} looked behind {OBST}, underneath and all around.',
      '{H} listened very closely. Not a click, not a hum.',
    ],
    turn: [
      '{H} spotted it at last: a tiny switch at the back, turned the wrong way.',
      '{H} looked once more, slowly this time, and found what was wrong: something small had come loose.',
    ],
    fix: [
      'With a click and a happy hum, {OBST} came back to life.',
      'With a click and a happy hum, everything came back to life.',
      '{H} put it right, and with a whirr and a click, it worked again.',
    ],
    joke: ['For a moment, {H} tried asking it nicely. It did not help, but it was very polite.'],
  },
  quarrel: {
    try: [
      '{H} tried to do it all {H:s} own way, and nobody was happy.{FAILED}',
      '{H} tried to grab the best part first, and the game fell apart.{FAILED}',
    ],
    team: [
      '{F} had a fair idea: “What if we take turns?”',
      '{F} said, “Let’s each say what we like best, and listen.”',
    ],
    search: [
      '{H} looked at the half-finished game and felt cross and sad at the same time.',
      'It went quiet for a long moment. Nobody liked it that way.',
    ],
    turn: [
      '{H} took a deep breath and said, “You can go first this time.”',
      '{H} saw it now: there could be two important jobs instead of one.',
    ],
    fix: [
      'They took turns, and it was twice as much fun.',
      'They shared, and it was better for everyone.',
    ],
    joke: ['They argued for so long that the cat fell asleep waiting.'],
  },
  shy: {
    try: [
      '{H} opened {H:s} mouth to say hello, but no sound came out.{FAILED}',
      '{H} moved a little closer, and then looked down at {H:s} shoes.{FAILED}',
    ],
    team: [
      '{F} whispered, “I’ll come with you. We can say it together.”',
      '{F} stood close. “I’ll be right here,” {F:n} said.',
    ],
    search: [
      '{H} took a deep breath, and then another.',
      '{H:s} cheeks felt warm, and {H:s} voice felt very small.',
    ],
    turn: [
      '{H} thought of something to share, and held it out without a word.',
      '{H} gave a tiny wave. And, to {H:s} surprise, somebody waved back.',
    ],
    fix: [
      '“Hello,” said {H}, quietly but clearly. “Hello!” came the answer, with a big smile.',
      'One small hello was all it took, and after that the words came easily.',
    ],
    joke: [
      '{H} practised saying hello to a flowerpot first. The flowerpot did not answer, but it did not laugh either.',
    ],
  },
  language: {
    try: [
      '{H} said hello, loudly and slowly, but the words just did not get across.{FAILED}',
      '{H} explained and explained, but it was like talking through a window.{FAILED}',
    ],
    team: [
      '{F} drew a little picture in the air with one finger, and {H} drew one back.',
      '{F} pointed at things and said their names, one by one, and {H} said them back.',
    ],
    search: [
      '{H} wondered how to say hello without the right words.',
      'How could two friends play together if they could not understand each other?',
    ],
    turn: [
      '{H} smiled the biggest smile, because a smile means the same thing in every language.',
      'So they stopped trying to talk and started to play, and a game needs hardly any words at all.',
    ],
    fix: [
      'Soon they were teaching each other words, and laughing at how funny they sounded.',
      'A wave, a smile and a game were all it took, and the words came little by little.',
    ],
    joke: [
      '{H} tried saying hello very, very loudly, as if loud words were easier to understand. They were not.',
    ],
  },
  'left-out': {
    try: [
      '{H} tried being very loud, so that somebody would look. Nobody did.{FAILED}',
      '{H} did {H:s} very best handstand, right in the middle of everything, but everyone was too busy to see.{FAILED}',
    ],
    team: [
      '{F} sat down close to {H:o}. “You look a bit sad,” {F:n} said. But just then somebody called {F:n} away.{FAILED}',
      '{F} said, “When something makes me sad, I say it out loud.” But {H} could not find the words yet.{FAILED}',
    ],
    search: [
      '{H} hugged {H:s} knees and watched everybody being busy.',
      'It felt as if there was no room left for {H:o}.',
    ],
    turn: [
      '{H} took a deep breath and said it, in a small, clear voice: “I want to be with you too.” And everybody stopped to listen.',
      '{H} stopped trying to be noticed and asked, “Can I help too?” Everybody looked up, and smiled.',
    ],
    fix: [
      'There was a big, warm hug, and there was room in it for everybody, {H} too.',
      'After that there was a special job that only {H} could do, and a little time every day just for {H:o}.',
    ],
    joke: ['Even the cat was too busy to look. It was very busy washing its ears.'],
  },
  practice: {
    try: [
      '{H} pushed off, wobbled, and tumbled down.{FAILED}',
      '{H} tried it, a little too fast, and landed with a bump.{FAILED}',
    ],
    team: [
      '{F} held on gently at the back. “I’ve got you,” {F:n} said.',
      '{F} said, “Everybody falls at first. That is how learning goes.”',
    ],
    search: [
      '{H} rubbed a sore knee and looked at the long way ahead.',
      '{H} thought about all the tries so far.',
    ],
    turn: [
      '{H} stopped looking down and looked ahead instead, far ahead, to where {H} wanted to go.',
      '{H} remembered: slow and steady, one small push at a time.',
    ],
    fix: [
      'A wobble, another wobble, and then no wobble at all. {H} was doing it!',
      'One more try, and this time it all came together, smooth and steady.',
    ],
    joke: ['{H} tumbled so gently the second time that even the cat looked impressed.'],
  },
  far: {
    try: [
      '{H} ran as fast as possible, but it was still so far.{FAILED}',
      '{H} walked and walked, and it hardly came any nearer.{FAILED}',
    ],
    team: [
      '{F} knew a shortcut, and they took it together.',
      '{F} kept pace and told stories to make the way feel shorter.',
    ],
    search: ['{H} looked at the long way ahead.', 'On and on went the way.'],
    turn: [
      'They took turns leading, and rested when they were tired.',
      '{F} pointed the way, and they followed the path together.',
    ],
    fix: [
      'They walked on and on, and at last they got there.',
      'And the long way, taken together, was not so long after all.',
    ],
    joke: ['“Are we nearly there?” asked a snail going the other way.'],
  },
  scary: {
    try: [
      '{H} tried to be brave all alone, but {H:s} knees wobbled.{FAILED}',
      '{H} moved forward a little, and then backed away.{FAILED}',
    ],
    team: [
      '{F} stood close. “I’ll be right here,” {F:n} said.',
      '{F} held {H:s} hand, and it helped a little.',
    ],
    search: ['{H} took a deep breath, and then another.', '{H} thought about being brave.'],
    turn: [
      '{H} took a big breath, held a friend’s hand, and looked again. It was not so scary up close.',
      'They went one small step at a time, and with every step the scary thing felt a little smaller.',
    ],
    fix: [
      'Together, they were brave enough.',
      'And being brave, it turned out, was easier with a friend.',
    ],
    joke: ['Somebody squeaked. It turned out to be {H:n}, which made everyone laugh, {H:n} too.'],
  },
  sad: {
    try: [
      '{H} tried to think of something to make it better.',
      '{H} wanted to help, but did not know how.{FAILED}',
    ],
    team: [
      '{F} had an idea: “Let’s make something.”',
      '{F} and {H} gathered flowers and bright paper.',
    ],
    search: ['{H} thought about what would bring back a smile.', '{H} wished for a way to help.'],
    turn: [
      'They made a card with a big drawing and wrote the kindest words they knew.',
      '{H} decided to go and sit close by, as near as could be.',
    ],
    fix: [
      'And a smile came back, slow and warm, as bright as the sun after the rain.',
      'It helped, just as kindness always did.',
    ],
    joke: [
      'A very serious-looking duck waddled past and did a little bow, which made everyone smile.',
    ],
  },
  together: {
    // Set by the storyteller, not read from words: a race in which a friend ({OBJ}) falls.
    try: [
      '{H} ran on, fast as the wind, but kept looking back over {H:s} shoulder at {OBJ}.{FAILED}',
      '{H} took three big strides towards the finish, and then stopped. Something did not feel right.{FAILED}',
    ],
    team: [
      '{F} said, “Keep going, you can still win!” But {H} was thinking about {OBJ}.{FAILED}',
      '{F} pointed back down the track, where {OBJ} was sitting all alone.{FAILED}',
    ],
    search: [
      '{H} looked back. {OBJ} was holding a sore knee, trying very hard not to cry.',
      'The finish line was so close. But {OBJ} was so far behind.',
    ],
    turn: [
      '{H} turned round and ran back, all the way back, to {OBJ}. “Come on,” {H} said. “We’ll finish together.”',
      '{H} knew what mattered most, and went back to hold out a hand to {OBJ}.',
    ],
    fix: [
      'Arm in arm, slowly, {H} and {OBJ} crossed the finish line together, and everybody cheered the loudest cheer of the day.',
      'They were the very last to finish, side by side, and nobody had ever had a bigger cheer.',
    ],
    joke: ['A pigeon on the finish line watched the whole race and looked very impressed.'],
  },
  race: {
    try: [
      '{H} rushed off as fast as possible and tripped over.{FAILED}',
      '{H} went too fast at the start and ran out of puff.{FAILED}',
    ],
    team: [
      '{F} cheered from the side: “Steady! Steady!”',
      '{F} helped {H:o} with a little practice every day.',
    ],
    search: ['{H} thought about the finish line.', 'The finish line was still a long way off.'],
    turn: [
      '{H} remembered to go steady, one good stride at a time.',
      '{H} stopped worrying about the others and just did the best that could be done.',
    ],
    fix: ['{H} crossed the line, puffing and proud.', 'Steady and sure, {H} made it to the end.'],
    joke: ['A tortoise at the start line said, “No hurry,” and took a nap.'],
  },
  unknown: {
    try: ['{H} tried the quickest way first.', '{H} tried hard, harder than ever.'],
    team: [
      '{F} got straight to work, and they tried again together.',
      '{F} had an idea, and they tried it together.',
    ],
    search: ['{H} kept thinking about how to {G}.', '{H} did not give up.'],
    turn: [
      '{H} saw a new way to {G}, slower and more careful.',
      'They stopped, thought, and made a careful plan.',
    ],
    fix: ['Slowly and carefully, the plan worked.', 'And this time, the plan worked.'],
    joke: [],
  },
};

const ES: Record<ProblemKind, KindLines> = {
  dark: {
    try: [
      '{H} dio un paso en la oscuridad, y luego otro.',
      '{H} intentó ir deprisa, con los ojos bien cerrados.',
    ],
    team: [
      '{F} le dio la mano, y siguieron juntos.',
      '{F} susurró: «Vamos a contar los pasos juntos».',
    ],
    search: [
      '{H} miró las sombras. ¿Era un árbol, o era otra cosa?',
      'En la oscuridad, cada sombra parecía más grande.',
    ],
    turn: [
      '{H} encendió una lucecita, y la oscuridad se llenó de un brillo cálido.',
      '{H} empezó a cantar bajito, y la oscuridad pareció más pequeña.',
    ],
    fix: [
      'De la mano y cantando bajito, siguieron la luz hasta el final.',
      'Con una canción y un amigo al lado, la oscuridad era solo la noche.',
    ],
    joke: [
      'Algo hizo «¡uuh!» en la oscuridad. Eran las tripas de {H:n}.',
      'Una luciérnaga se encendía y se apagaba, como si se riera de las sombras.',
    ],
  },
  sleepless: {
    try: [
      '{H} contó ovejas, hasta cien, y seguía con los ojos como platos.{FAILED}',
      '{H} se dio la vuelta hacia un lado, y hacia el otro, y otra vez. Nada.{FAILED}',
    ],
    team: [
      '{F} trajo un vaso de leche calentita, pero los ojos de {H} seguían bien abiertos.{FAILED}',
      '{F} contó un cuento bajito, pero {H} seguía pensando y pensando.{FAILED}',
    ],
    search: [
      '{H} escuchó los ruiditos de la noche: un tic, un crujido, un uh-uh a lo lejos.',
      '{H} miró el techo y pensó en todo a la vez.',
    ],
    turn: [
      '{H} respiró despacio y hondo, y otra vez, tan despacio como la luna cruzando el cielo.',
      '{H} pensó en lo más bonito del día, y lo abrazó fuerte, como a un peluche.',
    ],
    fix: [
      'Los ojos de {H} se fueron cerrando poco a poco, y al ratito ya estaba dormid{H:a}.',
      'Despacito, el sueño llegó de puntillas, y {H} se quedó dormid{H:a} con una sonrisa.',
    ],
    joke: ['{H} contó tantas ovejas que las ovejas se durmieron antes.'],
  },
  waiting: {
    try: [
      '{H} miró, y volvió a mirar, y miró una vez más, pero nada había cambiado.{FAILED}',
      '{H} intentó darse prisa, pero hay cosas que no se pueden apurar.{FAILED}',
    ],
    team: [
      '{F} se sentó a su lado. «Las mejores cosas se hacen esperar un poquito», dijo {F:n}.',
      '{F} le enseñó a quedarse muy quiet{H:a} y mirar, pero la espera se hacía larguísima.{FAILED}',
    ],
    search: [
      '{H} se preguntó cuánto faltaría.',
      '{H} contó hasta cien, y luego otra vez hasta cien.',
    ],
    turn: [
      'Así que {H} dejó de correr, se quedó muy quiet{H:a} y tarareó una cancioncita para pasar el rato.',
      '{H} dejó de mirar tanto y empezó a fijarse en todo lo demás: los ruiditos, la luz suave, todo lo que había alrededor.',
    ],
    fix: [
      'Y entonces, justo cuando {H} no lo estaba esperando, ¡pasó!',
      'Tanto esperar, y de pronto, de repente: ¡allí estaba!',
    ],
    joke: ['{H} preguntó «¿Ya?» tantas veces que se convirtió en una cancioncita.'],
  },
  lost: {
    try: [
      '{H} buscó aquí, allá y por todos lados, pero no encontró a {OBJ}.{FAILED}',
      '{H} llamó muy fuerte, pero con tanto ruido nadie salía.{FAILED}',
    ],
    team: [
      '{F} tuvo una idea: «Vamos a estar muy callados y a escuchar».',
      '{F} miró arriba mientras {H} miraba abajo.',
    ],
    search: ['{H} pensó en los sitios favoritos de {OBJ}.', '¿Dónde estaría {OBJ}?'],
    turn: [
      '{H} se agachó, llamó bajito a {OBJ} y escuchó. Allí estaba: un ruidito debajo del arbusto.',
      '{H} se agachó junto al sofá, llamó bajito a {OBJ} y escuchó. Allí estaba: un ruidito detrás de la cortina.',
      'Se quedaron muy quietos, escuchando, y muy cerca sonó un ruidito.',
    ],
    fix: [
      '{H} apartó las hojas con cuidado, y allí estaba {OBJ}, ¡por fin!',
      '{H} levantó la cortina con mucho cuidado, y allí estaba {OBJ}, ¡por fin!',
      'Muy despacito, asomó {OBJ}, y {H} sonrió de oreja a oreja.',
    ],
    joke: [
      'Debajo del sofá había un calcetín, una galleta y una araña muy sorprendida, pero ni rastro de {OBJ}.',
      'Debajo del arbusto había una pelota, un caracol y un escarabajo muy sorprendido, pero ni rastro de {OBJ}.',
    ],
  },
  missing: {
    try: [
      '{H} buscó por todos lados a la vez, muy deprisa, pero allí no estaba {OBJ}.{FAILED}',
      '{H} lo revolvió todo. Ni rastro de {OBJ}.{FAILED}',
    ],
    team: [
      '{F} dijo: «Volvamos por donde vinimos, despacito».',
      '{F} miró arriba mientras {H} miraba abajo.',
    ],
    search: ['{H} pensó mucho en dónde estaba {OBJ} la última vez.', '¿Dónde estaría {OBJ}?'],
    turn: [
      'Volvieron atrás despacio, buscando {OBJ} en cada rincón.',
      '{H} dejó de correr y recordó, muy despacio, cada sitio por el que habían pasado.',
    ],
    fix: [
      'Y allí, justo donde habían mirado primero sin fijarse, estaba {OBJ}.',
      'Algo asomó en un rincón. ¡Era {OBJ}!',
    ],
    joke: [
      'Debajo del sofá había un calcetín, una galleta y una araña muy sorprendida, pero ni rastro de {OBJ}.',
      'Debajo del arbusto había una pelota, un caracol y un escarabajo muy sorprendido, pero ni rastro de {OBJ}.',
    ],
  },
  hurry: {
    try: [
      '{H} corrió y corrió, pero con tanta prisa todo se enredaba, y tardaba aún más.{FAILED}',
      '{H} intentó hacerlo todo a la vez, pero se le hizo un lío.{FAILED}',
    ],
    team: [
      '{F} dijo: «Vamos a repartirlo: tú haces esta mitad y yo la otra».',
      '{F} miró todo lo que había que hacer y dijo: «Empecemos por lo más importante».',
    ],
    search: [
      '{H} sabía que quedaba poco tiempo, y cada minuto contaba.',
      '¿Cómo iba a dar tiempo a todo?',
    ],
    turn: [
      '{H} respiró hondo e hizo una cosa cada vez, primero lo primero.',
      'En vez de correr, hicieron una cosita, y luego otra, y luego otra.',
    ],
    fix: [
      'Paso a paso, con cuidado, lo lograron, y aún sobró un minuto.',
      'Y justo a tiempo, sin un segundo que perder, lo consiguieron.',
    ],
    joke: ['{H} iba con tanta prisa que se puso los calcetines al revés.'],
  },
  short: {
    try: [
      '{H} buscó en todos los armarios y debajo de todas las camas, pero no había suficiente.{FAILED}',
      '{H} intentó que lo que había diera para más, pero no llegaba.{FAILED}',
    ],
    team: [
      '{F} volvió corriendo con un poco más de su casa.',
      '{F} dijo: «Juntemos todo lo que tenemos los dos».',
    ],
    search: [
      '{H} volvió a contar. Seguía sin haber suficiente.',
      '¿Dónde podría haber un poco más?',
    ],
    turn: [
      '{H} miró a su alrededor con otros ojos: ¿qué otra cosa podría servir?',
      '{H} se dio cuenta de algo: no hacía falta más, solo otra manera de hacerlo.',
    ],
    fix: [
      'Usaron lo que tenían a mano de otra manera, y alcanzó justo.',
      'Juntaron todo lo que tenían, y al final fue suficiente.',
    ],
    joke: ['{H} lo contó todo dos veces, por si acaso. Contar no hizo que hubiera más.'],
  },
  weather: {
    try: [
      '{H} siguió contra el viento, pero soplaba y soplaba.{FAILED}',
      '{H} intentó correr entre las gotas de lluvia.',
      '{H} dio un paso en la nieve y se hundió hasta las rodillas.{FAILED}',
      '{H} miró entre la niebla, pero no se veía nada.{FAILED}',
      '{H} salió de todos modos, pero el tiempo no lo ponía nada fácil.{FAILED}',
    ],
    team: [
      '{F} y {H} se acurrucaron juntos a esperar.',
      '{F} encontró una hoja enorme para taparse los dos de la lluvia.',
      '{F} se agarró fuerte a {H:n}: juntos pesaban más que el viento.',
      '{F} iba delante, dejando huellas en la nieve para que {H} pisara en ellas.',
      '{F} dijo: «Vamos de la mano, que con esta niebla no nos perdamos».',
    ],
    search: [
      '{H} miró el cielo, esperando que el tiempo cambiara.',
      'El viento y la lluvia no paraban.',
      'El viento silbaba y tiraba de todo, pero {H} siguió adelante.',
      'Los copos de nieve se le posaban en la nariz, uno a uno.',
    ],
    turn: [
      'Encontraron un rincón a cubierto y esperaron, secos y juntitos, a que pasaran el viento y la lluvia.',
      'Se refugiaron detrás de una roca grande y esperaron a que el viento se cansara.',
      'Poco a poco, la niebla empezó a levantarse.',
      'Juntos abrieron un camino, pisando fuerte la nieve, paso a paso.',
      '{H} vio que las nubes se abrían. «¡Ahora!», dijo.',
    ],
    fix: [
      'Cuando paró de llover, salieron juntos, saltando en los charcos.',
      'La tormenta se alejó, y por fin el camino quedó despejado.',
      'Por fin el viento se quedó en un susurro, y el camino quedó despejado.',
      'Paso a paso, pisando en sus huellas, cruzaron la nieve juntos.',
      'De la mano, siguieron el sendero hasta salir de la niebla, y todo quedó despejado.',
      'Cuando el tiempo se calmó, salieron juntos, y el camino quedó despejado.',
    ],
    joke: [
      'El viento se llevó el gorro de {H:n}, y un cuervo se lo probó muy serio.',
      'Una gota gorda de lluvia le cayó a {H:n} justo en la punta de la nariz. ¡Plic!',
      'Un copo de nieve cayó en la lengua de {H:n}. Sabía a frío, y a nada más.',
    ],
  },
  permission: {
    try: [
      '{H} lo pidió por favor, y luego otra vez, y luego cien veces más. La respuesta seguía siendo que no.{FAILED}',
      '{H} puso la cara más triste del mundo, pero la respuesta no cambió.{FAILED}',
    ],
    team: [
      '{F} le ayudó a escribir todas las razones por las que era buena idea, pero una lista no bastaba.{CHORES}{FAILED}',
      '{F} dijo: «Pedirlo otra vez no servirá. Demostrarlo, a lo mejor sí». Pero ¿demostrar qué?{CHORES}',
      '{F} trajo el abrigo más calentito, un gorro de lana y unos guantes.{WARM}',
      '{F} dijo: «Si lo que les preocupa es el frío, le ganaremos al frío».{WARM}',
    ],
    search: [
      '{H} pensó en por qué la respuesta era que no.',
      '{H} se preguntó qué necesitaría ver una persona mayor.',
    ],
    turn: [
      '{H} dejó de pedirlo y empezó a demostrarlo: cada día, sin que nadie se lo dijera, hacía las tareas que había que hacer.{CHORES}',
      '{H} hizo un plan en una hoja bien grande: quién haría qué, y cuándo, cada día.{CHORES}',
      '{H} se puso el abrigo, el gorro, la bufanda y las botas, hasta que solo se le veía la nariz, y fue a enseñárselo a los mayores.{WARM}',
    ],
    fix: [
      'Y una tarde llegó una sonrisa, y un «Bueno… está bien. Vamos a probar».{CHORES}',
      'Los mayores miraron el plan, se miraron entre ellos, y entonces llegó la mejor palabra de todas: «Sí».{CHORES}',
      'Los mayores se rieron. «Bueno, así sí. Venga, un ratito».{WARM}',
      'Llegó una sonrisa, y un «Venga, vale, pero entra en cuanto se te ponga la nariz roja».{WARM}',
    ],
    joke: ['{H} le pidió incluso al pez que hablara en su favor. El pez no dijo ni mu.'],
  },
  closed: {
    try: [
      '{H} empujó y tiró, pero no había manera de abrir.{FAILED}',
      '{H} llamó, primero con educación y luego no tanto, pero no vino nadie.{FAILED}',
    ],
    team: [
      '{F} dio la vuelta para buscar otra puerta, pero también estaba cerrada.{FAILED}',
      '{F} miró por el ojo de la cerradura. «No hay nadie», susurró {F:n}.{FAILED}',
    ],
    search: [
      '{H} buscó otra forma de entrar: una ventana, una verja, un hueco, lo que fuera.',
      '{H} volvió a leer el cartel, muy despacio.',
    ],
    turn: [
      '{H} pensó: ¿y si se lo pedían a alguien que tuviera la llave?',
      '{H} vio una puertecita lateral, y detrás una cara amable.',
    ],
    fix: [
      'La puerta se abrió con un crujido simpático, y entraron.',
      '«Claro que se puede pasar», dijo una voz amable, y la puerta se abrió de par en par.',
    ],
    joke: ['{H} dijo «¡Ábrete, sésamo!» con mucha firmeza. La puerta no se abrió.'],
  },
  high: {
    try: [
      '{H} se puso de puntillas, todo lo alto que pudo. No llegaba.{FAILED}',
      '{H} saltó, pero estaba demasiado alto.{FAILED}',
    ],
    team: ['{F} sujetó firme mientras {H} subía, paso a paso.', '{F} trajo una caja para subirse.'],
    search: [
      '{H} miró hacia arriba. Estaba altísimo.',
      '{H} buscó una forma de subir: una rama, un escalón, lo que fuera.',
    ],
    turn: [
      'Entre los dos hicieron una torre de cajas, firme y segura.',
      'Encontraron una escalera, y {F} la sujetó bien fuerte.',
    ],
    fix: [
      '{H} subió y subió, despacito, hasta que por fin llegó.',
      'Con un amigo sujetando abajo, {H} llegó arriba.',
    ],
    joke: [
      'Una ardilla miraba desde arriba, moviendo la cabeza como diciendo: «¡Aquí arriba, tontín!»',
    ],
  },
  heavy: {
    try: [
      '{H} empujó y empujó, pero no se movía.{FAILED}',
      '{H} intentó levantarlo, y no se movió ni un poquito.{FAILED}',
    ],
    team: [
      '{F} empujó también, y se tambaleó un poco.',
      '«A la de tres», dijo {F}, y tiraron juntos.',
    ],
    search: ['{H} miró lo grande que era y pensó mucho.', 'Era muy grande, y {H} no.'],
    turn: [
      'Encontraron unos troncos redondos para hacer rodar {OBJ}.',
      'Cada uno se puso a un lado de {OBJ}, y levantaron juntos.',
    ],
    fix: ['Rodando poco a poco, lo llevaron hasta el final.', 'Entre todos, pesaba muy poco.'],
    joke: ['Pesaba tanto que hasta las hormigas se pararon a mirar.'],
  },
  secret: {
    try: [
      '{H} intentó esconder todas las cosas debajo de la cama, pero asomaba un lazo.{FAILED}',
      '{H} iba de puntillas con el secreto, pero era dificilísimo no reírse.{FAILED}',
    ],
    team: [
      '{F} susurró: «Yo vigilo mientras tú lo preparas». Pero se oyeron pasos, y tuvieron que esconder todas las cosas otra vez.{FAILED}',
      '{F} se quedó de guardia en la puerta, pero el secreto casi se escapa igual.{FAILED}',
    ],
    search: [
      '{H} escuchaba por si se oían pasos, y pensaba sin parar.',
      '¿Dónde se puede esconder una sorpresa delante de las narices de alguien?',
    ],
    turn: [
      '{H} tuvo una idea muy lista: alguien podía llevarle a dar un paseíto, y cuando volviera todo estaría listo.',
      '{H} pensó en el escondite perfecto, el único sitio donde nunca miraba nadie.',
    ],
    fix: [
      'Cuando se abrió la puerta, todo estaba listo. «¡Sorpresa!», gritaron todos.',
      'Nadie sospechó nada hasta el último momento: «¡Sorpresa!».',
    ],
    joke: ['{H} tuvo que decir que los globos eran para el gato. El gato tampoco se lo creyó.'],
  },
  melting: {
    try: [
      '{H} lo abanicó con una hoja grande, pero las gotas seguían cayendo.{FAILED}',
      '{H} se puso delante para taparle el sol, pero el sol brillaba por todos lados.{FAILED}',
    ],
    team: [
      '{F} abrió un paraguas grande para dar sombra, pero plic, plic, plic, seguía derritiéndose.{FAILED}',
      '{F} trajo las cosas más frías que encontró, pero enseguida se calentaron también.{FAILED}',
    ],
    search: [
      '{H} miró cómo caía una gotita, y luego otra.',
      '{H} buscó con la mirada el sitio más fresco y con más sombra.',
    ],
    turn: [
      '{H} lo vio claro: un sitio fresco y con sombra, adonde el sol no llegara.',
      '{H} se acordó del lado frío de la casa, donde nunca daba el sol.',
    ],
    fix: [
      'Con mucho cuidado lo llevaron a la sombra fresca, y allí se quedó, a salvo y bien frío.',
      'En la sombra fresca las gotas fueron más despacio, y luego pararon.',
    ],
    joke: ['Una gota le cayó a {H} en la nariz. Estaba muy fría, y muy sorprendida.'],
  },
  toppled: {
    try: [
      '{H} volvió a empezar, rapidísimo, y otra vez todo se vino abajo.{FAILED}',
      '{H} apretó bien cada parte y deseó con todas sus fuerzas, pero todo se derrumbó otra vez.{FAILED}',
    ],
    team: [
      '{F} ayudó a hacer un murito alrededor, pero todavía no era lo bastante fuerte.{FAILED}',
      '{F} sujetó con cuidado mientras {H} construía, pero todo se tambaleó igual.{FAILED}',
    ],
    search: [
      '{H} miró con atención qué lo derribaba todo cada vez.',
      '{H} miró el montoncito que quedaba, y se puso a pensar.',
    ],
    turn: [
      '{H} lo vio claro: hacía falta una base ancha y fuerte, y un sitio más seguro, un poco más atrás.',
      '{H} pensó: ¿y si empezaban otra vez en un sitio mejor, con la parte más grande y fuerte abajo del todo?',
    ],
    fix: [
      'Esta vez construyeron con una base ancha y fuerte, en un sitio seguro, y todo se quedó en pie.',
      'Todo se tambaleó un poquito, y luego se quedó firme, fuerte y derecho hasta arriba del todo.',
    ],
    joke: ['¡Plof! Otra vez al suelo. Hasta un escarabajo que pasaba movió la cabeza.'],
  },
  broken: {
    try: [
      '{H} intentó juntar las piezas, pero se volvieron a caer.{FAILED}',
      '{H} intentó arreglarlo deprisa, y se rompió un poco más.{FAILED}',
    ],
    team: [
      '{F} sujetó las piezas mientras {H} miraba con atención.',
      '{F} trajo cuerda, pegamento y mucha paciencia.',
    ],
    search: ['{H} miró cada pieza, una por una.', '{H} se preguntó cómo encajaba todo.'],
    turn: [
      'Despacio y con cuidado, pusieron cada pieza de {OBJ} en su sitio.',
      '{H} encontró la pieza que faltaba, y de pronto todo tuvo sentido.',
    ],
    fix: [
      'Con un último giro, quedó arreglado, como nuevo.',
      'Volvió a funcionar, gracias a unas manos pacientes.',
    ],
    joke: ['Por un momento quedó montado del revés, y todos se rieron.'],
  },
  stopped: {
    try: [
      '{H} apretó todos los botones, uno tras otro, pero {OBST} seguía sin hacer nada.{FAILED}',
      '{H} dio unos golpecitos suaves en {OBST}, y luego otros no tan suaves. No pasó nada.{FAILED}',
      '{H} probó todos los botones y todos los interruptores. No pasó nada.{FAILED}',
    ],
    team: [
      '{F} vino a mirar. «Todas las máquinas tienen un secreto», dijo {F:n}. «Vamos a encontrarlo».',
      '{F} sujetó la linterna mientras {H} miraba por detrás y por debajo.',
    ],
    search: [
      '{H} miró por detrás, por debajo y por todos lados.',
      '{H} escuchó con mucha atención. Ni un clic, ni un zumbido.',
    ],
    turn: [
      'Por fin {H} lo vio: un interruptor diminuto en la parte de atrás, puesto al revés.',
      '{H} volvió a mirar, despacio esta vez, y encontró el problema: una piececita se había soltado.',
    ],
    fix: [
      'Con un clic y un zumbido alegre, {OBST} volvió a funcionar.',
      'Con un clic y un zumbido alegre, todo volvió a funcionar.',
      '{H} lo puso en su sitio y, con un clic y un zumbido, todo volvió a funcionar.',
    ],
    joke: [
      'Por un momento, {H} probó a pedírselo por favor. No sirvió de nada, pero fue una petición muy educada.',
    ],
  },
  quarrel: {
    try: [
      '{H} quiso que todo se hiciera a su manera, y nadie estaba contento.{FAILED}',
      '{H} intentó quedarse con la mejor parte, y el juego se deshizo.{FAILED}',
    ],
    team: [
      '{F} tuvo una idea justa: «¿Y si nos turnamos?».',
      '{F} dijo: «Que cada uno cuente lo que más le gusta, y escuchamos».',
    ],
    search: [
      '{H} miró el juego a medio hacer, y no le gustó nada cómo se sentía.',
      'Hubo un silencio muy largo. A nadie le gustaba así.',
    ],
    turn: [
      '{H} respiró hondo y dijo: «Esta vez empiezas tú».',
      '{H} lo vio claro: podía haber dos tareas importantes en lugar de una.',
    ],
    fix: ['Se turnaron, y fue el doble de divertido.', 'Compartieron, y fue mejor para todos.'],
    joke: ['Discutieron tanto rato que el gato se quedó dormido esperando.'],
  },
  shy: {
    try: [
      '{H} abrió la boca para decir hola, pero no le salió la voz.{FAILED}',
      '{H} se acercó un poquito, y luego se quedó mirándose los zapatos.{FAILED}',
    ],
    team: [
      '{F} le susurró: «Voy contigo. Podemos saludar juntos».',
      '{F} se quedó muy cerca. «Estoy aquí», dijo {F:n}.',
    ],
    search: [
      '{H} respiró hondo, y luego otra vez.',
      'Le ardían las mejillas, y la voz se le hacía pequeñita.',
    ],
    turn: [
      '{H} buscó algo bonito para compartir, y alargó la mano sin decir nada.',
      '{H} saludó con la mano, muy poquito. Y, para su sorpresa, alguien le devolvió el saludo.',
    ],
    fix: [
      '«Hola», dijo {H}, bajito pero clarito. «¡Hola!», le contestaron con una gran sonrisa.',
      'Bastó un hola pequeñito, y después las palabras salieron solas.',
    ],
    joke: [
      '{H} practicó primero diciéndole hola a una maceta. La maceta no contestó, pero tampoco se rio.',
    ],
  },
  language: {
    try: [
      '{H} dijo hola muy alto y muy despacio, pero las palabras no llegaban.{FAILED}',
      '{H} explicó y explicó, pero era como hablar a través de una ventana.{FAILED}',
    ],
    team: [
      '{F} dibujó algo en el aire con un dedo, y {H} le contestó con otro dibujo.',
      '{F} señalaba las cosas y decía sus nombres, una a una, y {H} los repetía.',
    ],
    search: [
      '{H} se preguntó cómo decir hola sin las palabras adecuadas.',
      '¿Cómo iban a jugar juntos si no se entendían?',
    ],
    turn: [
      '{H} sonrió con la sonrisa más grande del mundo, porque una sonrisa se entiende en todos los idiomas.',
      'Así que dejaron de intentar hablar y se pusieron a jugar, y para jugar casi no hacen falta palabras.',
    ],
    fix: [
      'Pronto se estaban enseñando palabras nuevas, y se reían de lo graciosas que sonaban.',
      'Un saludo, una sonrisa y un juego bastaron, y las palabras fueron llegando poco a poco.',
    ],
    joke: [
      '{H} probó a decir hola muy, muy alto, como si las palabras en voz alta se entendieran mejor. Pero no.',
    ],
  },
  'left-out': {
    try: [
      '{H} probó a hacer mucho ruido, a ver si alguien se fijaba. Nadie se fijó.{FAILED}',
      '{H} hizo su mejor voltereta, justo en medio de todo, pero nadie tenía tiempo de mirar.{FAILED}',
    ],
    team: [
      '{F} se sentó a su lado. «Pareces un poco triste», dijo {F:n}. Pero justo entonces alguien llamó a {F:n}, y tuvo que irse corriendo.{FAILED}',
      '{F} le dijo: «Cuando algo me pone triste, lo digo en voz alta». Pero {H} todavía no encontraba las palabras.{FAILED}',
    ],
    search: [
      '{H} se abrazó las rodillas y miró a todos ir de aquí para allá.',
      'Parecía que ya no quedaba sitio para {H}.',
    ],
    turn: [
      '{H} respiró hondo y lo dijo, con una voz pequeña pero clara: «Yo también quiero estar con todos». Y todos se pararon a escuchar.',
      '{H} dejó de hacer ruido y preguntó: «¿Puedo ayudar yo también?». Todos levantaron la vista y sonrieron.',
    ],
    fix: [
      'Hubo un abrazo grande y calentito, y en él cabían todos, {H} también.',
      'Desde entonces hubo una tarea especial que solo {H} sabía hacer, y un ratito cada día solo para {H}.',
    ],
    joke: [
      'Hasta el gato estaba demasiado ocupado para mirar. Estaba muy ocupado lavándose las orejas.',
    ],
  },
  practice: {
    try: [
      '{H} se lanzó, se tambaleó y acabó en el suelo.{FAILED}',
      '{H} probó, un poco deprisa, y aterrizó con un buen golpe.{FAILED}',
    ],
    team: [
      '{F} sujetó con cuidado por detrás. «Te tengo», dijo {F:n}.',
      '{F} dijo: «Todo el mundo se cae al principio. Así se aprende».',
    ],
    search: [
      '{H} se frotó la rodilla y miró el camino que quedaba.',
      '{H} pensó en todos los intentos que llevaba.',
    ],
    turn: [
      '{H} dejó de mirar al suelo y miró hacia delante, lejos, adonde quería llegar.',
      '{H} se acordó: despacito y con calma, un empujoncito cada vez.',
    ],
    fix: [
      'Un tambaleo, otro tambaleo, y luego ninguno. ¡{H} lo estaba consiguiendo!',
      'Un intento más, y esta vez todo encajó, suave y firme.',
    ],
    joke: ['{H} se cayó tan despacito la segunda vez que hasta el gato aplaudió.'],
  },
  far: {
    try: [
      '{H} corrió todo lo que pudo, pero estaba lejísimos.{FAILED}',
      '{H} caminó y caminó, y casi no se acercaba.{FAILED}',
    ],
    team: [
      '{F} conocía un atajo, y lo tomaron juntos.',
      '{F} le contaba cuentos para que el camino se hiciera más corto.',
    ],
    search: ['{H} miró el largo camino que quedaba.', 'Paso a paso, el camino seguía.'],
    turn: [
      'Se turnaron para ir delante, y descansaban al cansarse.',
      '{F} señaló el camino, y lo siguieron juntos.',
    ],
    fix: [
      'Un paso tras otro, por fin llegaron.',
      'Y el camino largo, hecho juntos, no fue tan largo.',
    ],
    joke: ['—¿Falta mucho? —preguntó un caracol que iba en sentido contrario.'],
  },
  scary: {
    try: [
      '{H} intentó ser valiente sin ayuda, pero le temblaban las rodillas.{FAILED}',
      '{H} dio un paso adelante y dos hacia atrás.{FAILED}',
    ],
    team: [
      '{F} se quedó muy cerca. «Estoy aquí», dijo {F:n}.',
      '{F} le dio la mano, y eso ayudó un poco.',
    ],
    search: ['{H} respiró hondo, y otra vez.', '{H} pensó en ser valiente.'],
    turn: [
      '{H} respiró hondo, dio la mano a su amigo y volvió a mirar. De cerca no daba tanto miedo.',
      'Fueron paso a paso, muy despacito, y con cada paso lo que daba miedo parecía un poco más pequeño.',
    ],
    fix: [
      'Juntos, fueron lo bastante valientes.',
      'Y ser valiente, resultó, era más fácil con un amigo.',
    ],
    joke: ['Alguien soltó un gritito. Era {H:n}, y todos se rieron, {H:n} también.'],
  },
  sad: {
    try: [
      '{H} pensó en algo que pudiera ayudar.',
      '{H} quería ayudar, pero no sabía cómo.{FAILED}',
    ],
    team: [
      '{F} tuvo una idea: «Vamos a hacer algo bonito».',
      '{F} y {H} juntaron flores y papeles de colores.',
    ],
    search: [
      '{H} pensó en qué podría devolver una sonrisa.',
      '{H} deseaba encontrar una forma de ayudar.',
    ],
    turn: [
      'Hicieron una tarjeta con un dibujo enorme y las palabras más cariñosas que sabían.',
      '{H} decidió ir a sentarse cerca, y simplemente estar allí.',
    ],
    fix: [
      'Y volvió una sonrisa, lenta y cálida, como el sol después de la lluvia.',
      'Ayudó, como siempre había ayudado el cariño.',
    ],
    joke: ['Un pato muy serio pasó por allí e hizo una reverencia, y todos sonrieron.'],
  },
  together: {
    try: [
      '{H} siguió corriendo como el viento, pero no paraba de mirar atrás, hacia {OBJ}.{FAILED}',
      '{H} dio tres zancadas hacia la meta, y se paró. Algo no iba bien.{FAILED}',
    ],
    team: [
      '{F} le dijo: «¡Sigue, que todavía puedes ganar!». Pero {H} estaba pensando en {OBJ}.{FAILED}',
      '{F} señaló la pista, donde {OBJ} se había quedado atrás, en el suelo.{FAILED}',
    ],
    search: [
      '{H} miró atrás. {OBJ} se sujetaba la rodilla, haciendo fuerza para no llorar.',
      'La meta estaba muy cerca. Pero {OBJ} se había quedado muy atrás.',
    ],
    turn: [
      '{H} se dio la vuelta y volvió corriendo, todo el camino, hasta {OBJ}. «Vamos», le dijo. «Llegamos juntos».',
      '{H} sabía qué era lo más importante, y volvió para tenderle la mano a {OBJ}.',
    ],
    fix: [
      'Del brazo, despacito, {H} y {OBJ} cruzaron juntos la meta, y todos les dedicaron el aplauso más fuerte del día.',
      'Fueron los últimos en llegar, uno al lado del otro, y nadie recibió nunca un aplauso tan grande.',
    ],
    joke: ['Una paloma que estaba en la meta vio toda la carrera y se quedó muy impresionada.'],
  },
  race: {
    try: [
      '{H} salió disparad{H:a} y tropezó.{FAILED}',
      '{H} empezó demasiado rápido y se quedó sin aliento.{FAILED}',
    ],
    team: [
      '{F} animaba desde un lado: «¡Sin prisa! ¡Sin pausa!»',
      '{F} ayudó a {H} a practicar un poquito cada día.',
    ],
    search: ['{H} pensó en la línea de meta.', 'La meta aún estaba lejos.'],
    turn: [
      '{H} se acordó de ir sin prisa, zancada a zancada.',
      '{H} dejó de mirar a los demás e hizo lo mejor que pudo.',
    ],
    fix: [
      '{H} cruzó la meta, resoplando y orgullos{H:a}.',
      'Sin prisa pero sin pausa, {H} llegó al final.',
    ],
    joke: ['Una tortuga en la salida dijo «sin prisa» y se echó una siesta.'],
  },
  unknown: {
    try: ['{H} probó primero la forma más rápida.', '{H} lo intentó con todas sus fuerzas.'],
    team: [
      '{F} se puso manos a la obra, y lo intentaron otra vez juntos.',
      '{F} tuvo una idea, y la probaron juntos.',
    ],
    search: ['{H} seguía pensando en cómo {G}.', '{H} no se rindió.'],
    turn: [
      '{H} vio otra forma de {G}, más despacio y con más cuidado.',
      'Se pararon, pensaron e hicieron un plan con cuidado.',
    ],
    fix: ['Paso a paso, el plan funcionó.', 'Y esta vez, el plan funcionó.'],
    joke: [],
  },
};

export const KIND_LINES: Record<Language, Record<ProblemKind, KindLines>> = { en: EN, es: ES };
