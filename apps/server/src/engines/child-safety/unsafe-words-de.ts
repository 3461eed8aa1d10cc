import type { WordList } from './unsafe-words.js';

/**
 * German. Umlauts are also found typed as ae, oe, ue ('toeten'); their accentless twins are not
 * ('Toten', the dead; 'morder', to bite in Spanish). 'köpfen' is heading a football: left out.
 */
export const UNSAFE_WORDS_DE: WordList = {
  violence: [
    'töten|tötet|tötete|töteten|getötet|tötest',
    'mord|morde|mörder|mörderin|ermorden|ermordet|ermordete',
    'umbringen|umgebracht|umbringt',
    'abschlachten|abgeschlachtet|gemetzel|massaker|blutbad|blutlache|blutüberströmt',
    'erstechen|erstochen|ersticht|erschießen|erschossen|erschoss',
    'foltern|gefoltert|folter',
    'vergewaltigen|vergewaltigt|vergewaltigte|vergewaltigung|vergewaltiger',
    'enthaupten|enthauptet|erwürgen|erwürgt|erwürgte',
    'kehle … durchschneiden|durchgeschnitten|durchschnitt|aufschlitzen|aufgeschlitzt|aufschlitzte',
  ],
  'sexual content': [
    'sexuell|sexuelle|sexuellen|pornografie|pornografisch',
    'geschlechtsteile|intimbereich|nacktfotos|nacktbilder',
    'vagina|penis',
  ],
  'drugs or alcohol': [
    'kokain|drogen|droge|haschisch|marihuana',
    'alkohol|betrunken|besoffen|bier|schnaps|zigarette|zigaretten',
    'kiffen|kifft|gekifft',
  ],
  hate: ['judensau|kanaken'],
  'self-harm': [
    'selbstmord|selbstmörder|suizid|suizidal',
    'bring|bringt|brachte dich|sich|mich um',
    'sich|mich|dich umbringen|ritzen',
    'erhängen|erhängt|erhängte',
    'ich will sterben',
    'pulsadern … aufschneiden|aufgeschnitten|aufschnitt',
  ],
  'bad language': ['scheiß|scheiße|drecksau|hurensohn', 'fick dich', 'leck mich am arsch'],
};
