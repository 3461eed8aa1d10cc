/**
 * Words and phrases of the maintained lists (naughty-words) that are innocent in a children's
 * story in some language, so the check never reads them as unsafe. Every text is checked
 * against every language's list, so a word is excluded when it is everyday in ANY language we
 * meet ('con' is "with" in Spanish and Italian). A word is excluded in every spelling; an
 * accentless word leaves its accented twin listed ('pede', he asks in Portuguese, is excluded;
 * 'pédé' is still found), so write a word with the accents its list gives it. Phrases are
 * excluded as a whole.
 *
 * The clean corpus (corpus/clean.txt) holds sentences with these words: add one there when you
 * add a word here.
 */
// prettier-ignore
export const INNOCENT_WORDS: readonly string[] = [
  // English: animals, everyday things and idioms
  'cock', 'cocks', 'black cock', 'giant cock', 'dick', 'pussy', 'tit', 'tits', 'coon', 'suck',
  'sucks', 'snatch', 'scat', 'poof', 'spunk', 'skeet', 'kinky', 'grope', 'butt', 'tushy', 'boob',
  'nipple', 'nipples', 'panty', 'panties', 'xx', 'xxx', 'escort', 'eunuch', 'domination',
  'bondage', 'topless', 'undressing', 'swinger', 'twinkie', 'lolita', 'santorum', 'negro',
  'rectum', 'vibrator', 'bareback', 'barenaked', 'cornhole', 'fingering', 'rimming', 'pegging',
  'scissoring', 'shrimping', 'snowballing', 'hard core', 'hardcore', 'tied up', 'taste my',
  'tongue in a', 'girl on', 'girl on top', 'big black', 'big knockers', 'hot chick', 'huge fat',
  'tight white', 'jelly donut', 'blue waffle', 'lemon party', 'dirty pillows', 'camel toe',
  'rusty trombone', 'ball kicking', 'ball licking', 'baby juice', 'chocolate rosebuds',
  'rosy palm', 'violet wand', 'wrinkled starfish', 'pleasure chest', 'golden shower',
  'donkey punch', 'hand job', 'jack off', 'make me come', 'mr hands', 'strap on', 'dog style',
  'style doggy', 'tainted love', 'wrapping men', 'alaskan pipeline', 's m', 'dyke', 'chink',
  'chinks',
  // Spanish
  'asno', 'concha', 'infierno', 'maldito', 'martillo', 'idiota', 'imbécil', 'orina', 'pedo', 'pis',
  'caca', 'pinche', 'trio', 'racista', 'travesti', 'heroína', 'pezón', 'maciza', 'chupada',
  'chupetón', 'tia buena', 'fiesta de salchichas', 'mata', 'mato', 'cono', 'ahorcado', 'morder',
  'porra',
  // French
  'baiser', 'bander', 'bite', 'bitte', 'bourré', 'bourrée', 'caca', 'chatte', 'con', 'cul',
  'folle', 'grande folle', 'gerbe', 'gerber', 'gueule', 'jouir', 'meuf', 'pédale', 'péter',
  'pipi', 'ramoner', 'suce', 'tapette', 'tanche', 'trique', 'turlute', 'zigounette', 'zizi',
  'brouter le cresson', 'pede', 'tue', 'tues', 'viole',
  // German
  'bimbo', 'bonze', 'fratze', 'kimme', 'lümmel', 'möpse', 'mufti', 'muschi', 'nackt', 'nippel',
  'pinkeln', 'popel', 'rosette', 'reudig', 'bratze', 'vögeln', 'schabracke', 'ische', 'wichse',
  'toten', 'mose',
  // Italian
  'assatanato', 'bagnarsi', 'balle', 'battere', 'biga', 'bocchino', 'boiata', 'cacca', 'cadavere',
  'cagna', 'chiappa', 'cornuto', 'cozza', 'fava', 'femminuccia', 'fica', 'finocchio', 'imbecille',
  'ingoio', 'lecchino', 'mannaggia', 'mona', 'monta', 'montare', 'mussa', 'nave scuola', 'palle',
  'palloso', 'patacca', 'pecorina', 'pesce', 'picio', 'pippa', 'pipì', 'pippone', 'pirla',
  'pisello', 'pistolotto', 'pompa', 'porca', 'porca miseria', 'porco', 'quaglia', 'regina',
  'rizzarsi', 'ruffiano', 'sbattere', 'sbattersi', 'sbrodolata', 'scopare', 'scopata',
  'scorreggiare', 'sega', 'soccia', 'spagnola', 'tirare', 'topa', 'troia', 'vacca', 'vangare',
  'zio cantante', 'zoccola', 'impiccato',
  // Portuguese
  'aborto', 'amador', 'aranha', 'ariano', 'bicha', 'biscate', 'bissexual', 'bosta', 'bumbum',
  'burro', 'cacete', 'camisinha', 'chupar', 'comer', 'consolo', 'corno', 'cu', 'dum raio',
  'frango assado', 'gozar', 'grelho', 'heterosexual', 'homosexual', 'homem gay', 'inferno',
  'lésbica', 'mama', 'passar um cheque', 'pau', 'peidar', 'pinto', 'saco', 'torneira', 'veado',
  'vibrador', 'xana',
  // Dutch
  'aardappels afgieten', 'achter het raam zitten', 'anita', 'asbak', 'aso', 'balen', 'bedonderen',
  'bekken', 'belazeren', 'beurt', 'boemelen', 'brugpieper', 'buffelen', 'de ballen',
  'de hond uitlaten', 'de koffer induiken', 'del', 'de pijp uitgaan', 'dombo',
  'driehoog achter wonen', 'een beurt geven', 'eikel', 'engerd', 'gadverdamme', 'galbak', 'gat',
  'gedoogzone', 'gras maaien', 'griet', 'hol', 'huisdealer', 'johny', 'kanen', 'klojo', 'klooien',
  'knor', 'kwakkie', 'lummel', 'mafketel', 'matje', 'mof', 'muts', 'naaien', 'nicht', 'paal',
  'palen', 'penoze', 'piesen', 'pijpen', 'poep', 'poepen', 'poot', 'pot', 'potverdorie',
  'raaskallen', 'remsporen', 'reutelen', 'rukken', 'schatje', 'slempen', 'spuiten', 'standje',
  'stootje', 'sufferd', 'teef', 'toeter', 'tongzoeng', 'vergallen', 'watje', 'welzijnsmafia',
  'wippen', 'zaadje', 'zuigen', 'zuiplap', 'opzouten', 'boerenpummel', 'klootjesvolk', 'pik',
  // Everyday in another language than the list's: 'brinca' (hops), 'morde' (bites), 'transar'
  // (to settle), 'borracha' (an eraser) in Spanish or Portuguese; 'matou' (a tomcat), 'retard'
  // (late) and 'tette' (suckles) in French; 'Pute' (a turkey) in German; 'porros' (leeks) in
  // Portuguese.
  'brinca', 'morde', 'transar', 'borracha', 'matou', 'retard', 'retards', 'pute', 'porros', 'coons',
  'tette', 'hooker',
];

/**
 * Innocent phrases around a listed word: the word inside them is not read as unsafe ('killer
 * whale', 'cul-de-sac'). Written in the syntax of the lists (word-index.ts).
 */
export const INNOCENT_PHRASES: readonly string[] = [
  'killer whale|whales|bee|bees|app|apps',
  'kill|kills|killed|killing time',
  'cul de sac|sacs',
  'baleia|baleias assassina|assassinas',
  'ballena|ballenas asesina|asesinas',
  'orca|orche|balena|balene assassina|assassine',
  // 'Ass' is an ace and 'Stab' a staff in German; 'puto' is a lad in Portugal.
  'das|ein|kein|dem|des|sein|ihr|mein|dein ass|asse',
  'der|den|dem|des|einen|einem|seinen|seinem|ihren|ihrem|meinen|meinem stab',
  'o|os|um|uns|do|dos|ao|aos puto|putos',
  // Accented words whose plain letters are a listed word: a grater, to gape, a brat.
  'râpe|râpes',
  'béer',
  'göre|gören',
];
