import type { WordList } from './unsafe-words.js';

/**
 * French. 'tue' and 'tues' alone are not listed ('le tue scarpe' is Italian, 'Tues' is Tuesday):
 * 'tué' and the forms after a pronoun are. 'pendu' alone is the hangman game ('le jeu du pendu').
 */
export const UNSAFE_WORDS_FR: WordList = {
  violence: [
    'tuer|tué|tuée|tués|tuées|tuent|tuait|tuaient|tuera|tueront|tuerai|tuerait|tuez|tuons',
    'tueur|tueurs|tueuse|tuerie',
    'il|elle|on|je|qui|te|me|nous|vous|ils|elles|les tue',
    'meurtre|meurtres|meurtrier|meurtrière|meurtriers',
    'assassiner|assassinat|assassiné|assassinée|assassinés',
    'massacrer|massacré|massacrée|massacrés',
    'torturer|torturé|torturée|torturés',
    'égorger|égorgé|égorgée|égorgés|égorge',
    'décapiter|décapité|décapitée|décapités',
    'poignarder|poignardé|poignardée|poignardés',
    'étrangler|étranglé|étranglée',
    'violer|violé|violée|violeur|violeurs|viol',
    'trancher|tranché|tranche|couper|coupé|coupe la|sa|leur gorge',
    'mare|flaque de sang',
    'couvert|couverte|couverts de sang',
  ],
  'sexual content': [
    'sexe|sexuel|sexuelle|sexuels',
    'pornographie|pornographique|érotique|pénis|vagin',
    'toucher|touche|touché|touchait|touchent … parties intimes|génitales|privées',
    'photo|photos nue|nues|nu|nus',
    'faire|fait|font|faisaient|fais l amour',
  ],
  'drugs or alcohol': [
    'drogue|drogues|drogué|droguée|cocaïne|haschich|haschisch',
    'alcool|alcoolique|bière|bières|clope|clopes',
    'fumer|fume|fumait|fument un|des joint|joints',
  ],
  hate: ['bougnoule|bougnoules|youpin|youpins|bicot|bicots', 'sale juif|juive|arabe|bougnoule'],
  'self-harm': [
    'suicider|suicidé|suicidée|suicidaire|automutilation',
    'se|me suicider|tuer',
    'je veux mourir',
    's est pendu|pendue',
    'se|me|te pendre',
    'se|me|te couper|coupé|coupée les veines',
    'mettre|mis fin à ses|mes|tes jours',
  ],
  'bad language': ['ta gueule', 'va te faire foutre', 'putain|connard|connasse|enculé'],
};
