import type { TranslationOf } from '../../../lib/i18n';
import type { storyReadyEn } from './ready.en';

export const storyReadyEs: TranslationOf<typeof storyReadyEn> = {
  summary: {
    elements: 'Personajes y lugares',
    storytellerChooses: 'Los elige quien cuenta el cuento',
    event: 'Qué pasa',
    goal: 'Qué quieren',
    challenge: 'Qué se lo pone difícil',
    instructions: 'Cómo quieres que sea',
    shape: 'Extensión, edad, idioma',
    shapeValue: '{{length}}, {{age}} años, {{language}}',
  },
  ready: {
    free: 'Este cuento es gratis con tu plan.',
    uses_one: 'Este cuento usa {{count}} crédito.',
    uses_other: 'Este cuento usa {{count}} créditos.',
    usesRange: 'Este cuento usa de {{min}} a {{max}} créditos: cuantas más páginas, más dibujos.',
    youHave: 'Tienes {{credits}}.',
    cancelled: 'Has cancelado la creación del cuento',
    creditsReturned: 'Te hemos devuelto los créditos. Cambia lo que quieras y vuelve a intentarlo.',
    failedTitle: 'No se pudo escribir el cuento',
    failedMessage: '{{reason}} Te hemos devuelto los créditos.',
    somethingWrong: 'Algo salió mal.',
    startNew: 'Empezar un cuento nuevo',
    newVersion: 'Escribir otra versión',
    starting: 'Empezando…',
    generate: 'Crear el cuento',
    signInToGenerate: 'Inicia sesión para crearlo',
  },
  credits: {
    needMore:
      'Te faltan unos pocos créditos para este cuento. Tu borrador está guardado, así que podrás seguir justo aquí cuando los tengas.',
    seePlans: 'Ver precios y planes',
  },
  progress: {
    stages: {
      gettingReady: 'Preparándonos',
      planning: 'Pensando el cuento',
      writing: 'Escribiendo las páginas',
      illustrating: 'Dibujando las ilustraciones',
      finishing: 'Montando el libro',
    },
    label: 'Progreso del cuento',
    cancelling: 'Cancelando…',
    cancel: 'Cancelar',
  },
  open: {
    opening: 'Abriendo tu cuento…',
    notFoundTitle: 'No encontramos ese cuento',
    notFound:
      'Puede que se haya borrado o que sea de otra cuenta. Tus otros cuentos te esperan en tu biblioteca.',
    notFoundForVisitor:
      'Puede que sea privado o que ya no esté. Si es tuyo, inicia sesión para abrirlo; mientras tanto, crea uno nuevo aquí abajo.',
    signInToOpen: 'Inicia sesión para abrirlo',
    backToLibrary: 'Volver a tu biblioteca',
    failedTitle: 'No pudimos abrir ese cuento',
    confirmTitle: '¿Guardamos el cuento que estabas haciendo?',
    confirmNamed:
      'El cuento en el que estabas trabajando tiene cambios que solo están en este dispositivo. Si abres «{{title}}», ocupará su lugar.',
    confirmUntitled:
      'El cuento en el que estabas trabajando tiene cambios que solo están en este dispositivo. Si abres este cuento, ocupará su lugar.',
    saveThenOpen: 'Guardarlo y abrir',
    saving: 'Guardando…',
    openWithoutSaving: 'Abrir sin guardar',
    keepDraft: 'Seguir con mi borrador',
  },
};
