import type { TranslationOf } from '../../../lib/i18n';
import type { storyEn } from './en';

export const storyEs: TranslationOf<typeof storyEn> = {
  page: {
    title: 'Inventemos un cuento juntos',
    lead: 'Elige quién sale en él, cuenta qué pasa, y lo convertiremos en un cuento para leer en voz alta.',
    backTo: 'Volver a {{step}}',
    nextStep: 'Siguiente: {{step}}',
    loadingStep: 'Cargando…',
  },
  steps: {
    label: 'Pasos del cuento',
    names: { Ideas: 'Ideas', Plot: 'Trama', Ready: 'Listo' },
  },
  ideas: {
    who: '¿Quién sale en el cuento?',
    chosen: 'En este cuento',
    takeOut: 'Sacar a {{name}} del cuento',
    fetching: 'Buscando tus personajes y lugares…',
    emptyLibrary:
      'Tu biblioteca está vacía por ahora. Añade tu primer personaje, lugar o nota con los botones de arriba.',
    signedOut:
      'Los personajes y los lugares viven en tu biblioteca. Inicia sesión para elegirlos o crear otros nuevos; todo lo que escribas aquí se queda.',
    signInToChoose: 'Inicia sesión para elegir personajes',
    what: '¿Qué pasa?',
    event: {
      label: 'Qué pasa',
      improve: 'Mejorar qué pasa',
      hint: 'Una excursión, un juguete perdido, el primer día de cole: cualquier cosa que empiece una aventura.',
      placeholder: 'Luna encuentra un mapa que brilla debajo de su almohada…',
    },
    goal: {
      label: '¿Qué quieren conseguir?',
      improve: 'Mejorar lo que quieren',
      hint: 'El deseo o la meta que lleva adelante el cuento.',
      placeholder: 'Quiere encontrar la estrella que cayó en el bosque',
    },
    challenge: {
      label: '¿Qué se lo pone difícil?',
      improve: 'Mejorar lo que se lo pone difícil',
      hint: 'Un obstáculo amable que superar, juntos.',
      placeholder: 'El camino está oscuro, y a Luna le dan un poco de miedo los búhos',
    },
  },
  toolbar: {
    label: 'Herramientas de ideas',
    add: { '1': 'Nuevo personaje', '2': 'Nuevo lugar', '4': 'Nueva nota' },
    showFrom: 'Mostrar ideas de',
    allIdeas: 'Todas las ideas',
    shareBag: 'Compartir esta bolsa',
  },
  picker: {
    groups: { '1': 'Personajes', '2': 'Lugares', '4': 'Notas' },
    bagEmpty: '{{name}} todavía no tiene personajes, lugares ni notas.',
    nothing: 'Todavía no hay nada aquí.',
  },
  newElement: {
    label: 'Nueva idea para el cuento',
    kind: '¿Qué es?',
    kinds: { '1': 'Personaje', '2': 'Lugar', '4': 'Nota' },
    nameMissing: 'Ponle un nombre, por favor.',
    name: 'Nombre',
    namePlaceholder: 'Luna, la zorrita',
    description: 'Descripción',
    descriptionPlaceholder: 'Una zorrita curiosa a la que le encanta la luna',
    cancel: 'Cancelar',
    saving: 'Guardando…',
    add: 'Añadir al cuento',
  },
  description: {
    tooMuch: 'Has pedido muchas mejoras en poco tiempo. Espera un minuto y vuelve a intentarlo.',
    signInTo: 'Inicia sesión para {{action}}',
    improving: 'Mejorando…',
    signInToImprove: 'Inicia sesión para mejorar',
    improve: 'Mejorar',
    undo: 'Deshacer',
    improvingStatus: 'Mejorando el texto…',
    improvedStatus: 'El texto se ha mejorado.',
  },
  plot: {
    feel: '¿Cómo quieres que sea?',
    instructions: {
      label: 'Indicaciones para quien cuenta el cuento',
      improve: 'Mejorar las indicaciones',
      hint: 'El ambiente, una enseñanza, una palabra favorita: lo que lo haga tuyo.',
      placeholder: 'Tranquilo y acogedor para dormir, con una pequeña broma en cada página',
    },
    shape: 'Extensión, edad e idioma',
    length: 'Extensión',
    normal: 'Normal',
    longer: 'Más largo',
    longerNote:
      'Los cuentos más largos vienen con un plan mayor; tu plan escribe la extensión normal.',
    age: 'Edad del niño o la niña',
    language: 'Idioma',
  },
};
