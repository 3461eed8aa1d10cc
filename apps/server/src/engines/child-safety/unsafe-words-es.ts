import type { WordList } from './unsafe-words.js';

/**
 * Spanish. 'mata' (a bush), 'mato' (a bush in Portuguese), 'cono' (a cone) and 'el ahorcado' (the
 * hangman game) are innocent: the accented or whole-phrase forms are listed instead.
 */
export const UNSAFE_WORDS_ES: WordList = {
  violence: [
    'matar|matarlo|matarla|matarle|matarlos|matarlas|mataron|mató|matando|mataré|matará|mátalo|mátala|mátalos|mátenlo',
    'asesinar|asesinato|asesinatos|asesino|asesina|asesinos|asesinas|asesinó|asesinado|asesinada|asesinaron|asesinan|asesinaba',
    'masacre|masacrar|masacrado|masacraron',
    'tortura|torturar|torturado|torturada|torturó',
    'degollar|degollado|degollada|degolló|degüella',
    'decapitar|decapitado|decapitada|decapitó',
    'descuartizar|descuartizado|descuartizada',
    'apuñalar|apuñalado|apuñalada|apuñaló',
    'acuchillar|acuchillado|acuchillada|acuchilló',
    'estrangular|estrangulado|estrangulada|estranguló',
    'violar|violada|violado|violó|violación|violador',
    'le|les cortó|cortaron|corta|cortan|cortar|cortaré el cuello|pescuezo|gaznate',
    'cortarle|cortarles el cuello|pescuezo',
    'charco|charcos de sangre',
    'bañado|bañada|cubierto|cubierta en|de sangre',
    'le|les pegó|pegaron un tiro',
    'volarle|volarse|voló la cabeza|los sesos',
  ],
  'sexual content': [
    'sexo|sexual|sexuales|sexy',
    'porno|pornografía|pornográfico|pornográfica',
    'erótico|erótica|eróticos',
    'pene|penes|vagina|vaginas',
    'puta|putas|puto|putos|prostituta|prostitutas',
    'follar|follando|follaron|verga',
    'masturbar|masturbarse|masturbación',
    'tocar|toca|tocó|tocaba|tocando|tocarle … partes íntimas|privadas',
    'foto|fotos desnudo|desnuda|desnudos|desnudas',
    'hacer|hace|hacen|hicieron|hizo el amor',
  ],
  'drugs or alcohol': [
    'cocaína|marihuana|droga|drogas|drogado|drogada|drogarse',
    'borracho|borracha|borrachos|borrachas|emborracharse',
    'alcohol|alcohólico|alcohólica|cerveza|cervezas',
    'cigarrillo|cigarrillos|cigarro|cigarros',
    'fumar|fuma|fumaba|fumando porros|porro|hierba|marihuana|crack',
    'esnifar|esnifa|esnifando|esnifó',
  ],
  hate: [
    'maricón|maricones|marica|maricas',
    'sudaca|sudacas|negrata|negratas',
    'subnormal|subnormales|mongolo|mongolos',
  ],
  'self-harm': [
    'suicidio|suicidarse|suicida|suicidas|suicidó|suicidarme|suicidarte',
    'mátate|mátense|matarme',
    'quitarme|quitarte|quitarse|quitarle la vida',
    'se quitó la vida',
    'me quiero morir',
    'quiero morirme|morir',
    'cortarme|cortarte|cortarse las venas',
    'se cortó las venas',
    'ahorcarme|ahorcarte|ahorcarse',
    'se ahorcó|ahorca',
    'autolesión|autolesiones|autolesionarse',
  ],
  'bad language': [
    'mierda|joder|jodido|jodida|cabrón|cabrona|cabrones|gilipollas',
    'pendejo|pendeja|pendejos|coño|hijoputa|hijueputa',
    'chingar|chingada|chingado|chinga|cojones|carajo|culero',
    'me cago en',
  ],
};
