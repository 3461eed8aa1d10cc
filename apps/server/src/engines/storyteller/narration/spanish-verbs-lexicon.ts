/**
 * The Spanish verbs the storyteller recognises in a parent's text, with the stem change each
 * one makes. spanish-verbs conjugates; it knows the o → ue verbs and the most irregular ones
 * but not the e → ie and e → i stem changes or the -y- of "cayó", so those verbs are marked
 * here by class (data about the verb, not conjugated forms).
 */

/** Verbs that conjugate regularly in spanish-verbs (or are among its own irregulars). */
export const REGULAR_VERBS = (
  'abrazar abrir acabar acercar acompañar acostar adivinar adorar agarrar alcanzar amar andar ' +
  'apagar aparecer aprender arreglar asustar atrapar avisar ayudar bailar bajar bañar beber ' +
  'brillar buscar caber caminar cambiar cansar cantar casar celebrar cocinar coger colgar ' +
  'comer comprar conducir conocer conseguir contar contestar correr cortar crear crecer creer ' +
  'cruzar cubrir cuidar curar dar deber decidir decir dejar desaparecer desayunar descansar ' +
  'descubrir desear dibujar disfrutar doler dormir echar enseñar encontrar enfadar entrar ' +
  'enviar escapar esconder escribir escuchar esperar estar estudiar explorar faltar ganar ' +
  'gritar guardar gustar encantar haber hablar hacer intentar ir jugar lavar levantar limpiar ' +
  'llamar llegar llenar llevar llorar llover mandar mirar montar morir mostrar mover nadar ' +
  'necesitar olvidar oscurecer parecer pasar pasear pegar perdonar pintar poder poner preguntar ' +
  'preparar prestar probar producir quedar querer recoger recordar regalar regresar resolver ' +
  'robar romper saber sacar saltar saludar salvar secar ser soltar sonar soñar subir tardar ' +
  'temer tener terminar tirar tocar tomar trabajar tratar usar venir ver viajar visitar vivir ' +
  'volar volver aterrizar rescatar proteger escoger mojar gustar asomar rodar cocinar hornear ' +
  'pescar plantar regar barrer compartir prometer responder partir permitir sufrir cumplir ' +
  'existir añadir unir reparar susurrar silbar brincar trepar escalar girar flotar hundir ' +
  'soplar respirar suspirar morder acostar abrazar esconder empujar levantar apretar ' +
  'tropezar brillar iluminar alumbrar asustar calmar consolar abrigar sostener mantener ' +
  'obtener contener detener imaginar inventar leer dormir curar sanar tejer coser bordar ' +
  'parpadear brillar ladrar maullar piar zumbar picar construir esconder colorear ' +
  'hornear ordenar recoger visitar llamar tocar sonar pesar coleccionar ' +
  'tararear ensayar practicar charlar cuchichear murmurar crujir chapotear patinar ' +
  'dudar bostezar roncar madrugar cenar ' +
  'almorzar trotar galopar rugir aullar croar graznar cacarear relinchar mugir balar ' +
  'parlotear acariciar mimar cepillar peinar lanzar rebotar arrancar funcionar despegar ' +
  'explotar frenar empujar arrastrar reparar pegar montar desmontar pilotar navegar remar ' +
  'pescar cazar cavar regresar tardar faltar sobrar bastar quedar soler atrever preocupar ' +
  'aburrir bucear animar ocurrir equivocar enamorar brotar florecer germinar eclosionar ' +
  'madurar marchitar nacer quemar batir mezclar decorar adornar amasar untar rellenar ' +
  'envolver tostar'
).split(' ');

/** e → ie in the present ("piensa", "pierde", "empieza"). */
export const E_IE_VERBS = (
  'pensar empezar comenzar despertar cerrar perder entender calentar nevar merendar encender ' +
  'defender sentar negar atravesar tropezar querer sentir preferir divertir mentir temblar ' +
  'sembrar hervir'
).split(' ');

/** e → i in the present and in the third persons of the preterite ("pide", "pidió"). */
export const E_I_VERBS =
  'pedir servir repetir vestir medir elegir seguir conseguir reír sonreír despedir derretir'.split(
    ' ',
  );

/** -ir verbs whose e or o closes in the preterite's third persons ("sintió", "durmió"). */
export const CLOSING_IR_VERBS = 'sentir preferir divertir mentir dormir morir hervir'.split(' ');

/** u → ue in the present: jugar alone. */
export const U_UE_VERBS = ['jugar'];

/** Verbs whose stem ends in a vowel: the -i- of the endings becomes -y- ("cayó", "leyeron"). */
export const Y_VERBS = 'caer leer creer construir destruir huir incluir'.split(' ');

/** o → hue in the present: oler alone ("huele"). */
export const O_HUE_VERBS = ['oler'];

/** Irregular first persons spanish-verbs leaves out ("salgo", "traigo"). */
export const G_FIRST_PERSON: Record<string, string> = {
  salir: 'salgo',
  traer: 'traigo',
  caer: 'caigo',
  oír: 'oigo',
};

/** Preterite stems spanish-verbs leaves out ("trajo", "anduvo"). */
export const STRONG_PRETERITES: Record<string, string> = {
  traer: 'traj',
  andar: 'anduv',
};

/** Verbs told in the imperfect (a state, a feeling) rather than the preterite (an event). */
export const STATIVE_VERBS = new Set(
  (
    'ser estar tener haber querer poder saber gustar encantar parecer vivir necesitar creer ' +
    'conocer doler faltar deber soler llover nevar desear temer adorar amar preferir pensar ' +
    'sentir oscurecer brillar oler atrever preocupar aburrir temblar pesar'
  ).split(' '),
);

export const ALL_VERBS = [
  ...new Set([
    ...REGULAR_VERBS,
    ...E_IE_VERBS,
    ...E_I_VERBS,
    ...CLOSING_IR_VERBS,
    ...U_UE_VERBS,
    ...Y_VERBS,
    ...O_HUE_VERBS,
    'salir',
    'traer',
  ]),
];
