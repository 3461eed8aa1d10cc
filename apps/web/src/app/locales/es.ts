import type { TranslationOf } from '../../lib/i18n';
import type { shellEn } from './en';

export const shellEs: TranslationOf<typeof shellEn> = {
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando…',
  topBar: {
    signIn: 'Iniciar sesión',
  },
  accountMenu: {
    open: 'Menú de la cuenta',
    moreOptions: 'Más opciones',
    menu: 'Menú',
    listLabel: 'Cuenta',
    newStory: 'Nuevo cuento',
    library: 'Biblioteca',
    marketplace: 'Mercado',
    subscription: 'Suscripción',
    settings: 'Ajustes',
    family: 'Familia',
    feedback: 'Opiniones',
    signOut: 'Cerrar sesión',
  },
  signInCheck: {
    message: 'No hemos podido comprobar tu sesión',
    detail: 'Tu trabajo sigue aquí. Lo seguiremos intentando.',
    retry: 'Reintentar',
  },
  signOutFailed: {
    message:
      'No hemos podido cerrar tu sesión: sigue iniciada en este dispositivo. Comprueba tu conexión e inténtalo de nuevo.',
    dismiss: 'Cerrar aviso',
  },
  footer: {
    label: 'Pie de página',
    about: 'Acerca de',
    media: 'Prensa',
    mailingList: 'Boletín',
    opensInNewTab: '(se abre en una pestaña nueva)',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    childrenSafety: 'Cómo cuidamos a los niños',
    language: 'Idioma',
  },
  errorPage: {
    loadingNewest: 'Cargando la versión más reciente…',
    sorry: 'Lo sentimos. Volver a cargar la página suele arreglarlo.',
    reload: 'Volver a cargar',
  },
};
