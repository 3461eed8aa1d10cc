import type { WordList } from './unsafe-words.js';

/** Portuguese. 'veado' is a deer; the slur is spelled 'viado'. */
export const UNSAFE_WORDS_PT: WordList = {
  violence: [
    'mataram|matá|matarei',
    'assassinar|assassinato|assassinou|assassinada|assassinado',
    'massacrar|massacrou|estuprar|estupro|estuprada|estuprado|estuprador',
    'degolar|degolado|degolada|degolou',
    'esfaquear|esfaqueado|esfaqueada|esfaqueou',
    'cortar|cortou|corta a garganta',
    'cortar|cortou o pescoço dele|dela',
    'poça|poças de sangue',
    'coberto|coberta de sangue',
  ],
  'sexual content': [
    'pornô|pornografia|pênis',
    'tocar|tocou|toca|tocava … partes íntimas',
    'fotos|foto nua|nuas|nu|nus|pelado|pelada',
    'fazer|fez|faz|fazendo amor',
  ],
  'drugs or alcohol': [
    'drogado|drogada|maconha|álcool|alcoólatra|alcoólico',
    'bêbado|bêbada|bêbados|bêbadas',
    'fumar|fuma|fumou|fumando maconha|baseado',
  ],
  hate: ['viado|viados'],
  'self-harm': [
    'suicídio|suicidar|suicidou|automutilação',
    'se|me|te matar',
    'matar se',
    'se enforcar|enforcou',
    'enforcar|enforcou|enforcado|enforcada',
    'quero morrer',
    'cortar|cortou|cortando os pulsos',
    'tirar|tirou a própria vida',
  ],
  'bad language': ['caralho', 'vai se foder'],
};
