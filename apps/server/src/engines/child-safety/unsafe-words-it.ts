import type { WordList } from './unsafe-words.js';

/** Italian. 'impiccato' alone is the hangman game ("l'impiccato"): only its reflexive forms are. */
export const UNSAFE_WORDS_IT: WordList = {
  violence: [
    'uccidere|uccide|uccidi|uccido|uccidono|uccise|ucciso|uccisa|uccisi|uccisero|uccidendo|ucciderò|ucciderà|ucciderlo|ucciderla',
    'ammazzare|ammazzato|ammazzata|ammazzò|ammazzarlo|ammazzarla',
    'omicidio|omicidi|omicida|assassino|assassina|assassini|assassinare|assassinato|assassinio',
    'massacro|massacrare|massacrato|torturare|torturato|torturata',
    'stuprare|stupro|stuprata|stuprato|stupratore',
    'decapitare|decapitato|decapitata|sgozzare|sgozzato|sgozzata',
    'accoltellare|accoltellato|accoltellata|accoltellò',
    'strangolare|strangolato|strangolata',
    'tagliare|tagliò|taglia|tagliato la gola',
    'pozza|pozze|lago di sangue',
    'coperto|coperta|ricoperto|ricoperta di sangue',
  ],
  'sexual content': [
    'sesso|sessuale|sessuali|pornografia|pornografico|erotico|erotica',
    'toccare|tocca|toccò|toccava … parti intime',
    'foto nude|nudo|nuda',
    'fare|fa|fanno|facevano l amore',
  ],
  'drugs or alcohol': [
    'droga|droghe|drogato|drogata|marijuana|hashish|spinello|spinelli',
    'alcol|alcool|alcolico|alcolizzato|ubriaco|ubriaca|ubriachi|ubriacarsi',
    'birra|birre|sigaretta|sigarette',
  ],
  'self-harm': [
    'suicidarsi|suicidato|suicidata|ucciditi|impiccarsi|impiccarmi|impiccarti',
    'si e|è impiccato|impiccata|suicidato|suicidata',
    'voglio morire',
    'tagliarmi|tagliarsi|tagliarti le vene',
    'togliermi|togliersi|toglierti la vita',
    'si e|è tolto|tolta la vita',
    'autolesionismo',
  ],
  'bad language': ['fanculo|cazzi'],
};
