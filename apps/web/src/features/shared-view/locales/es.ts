import type { TranslationOf } from '../../../lib/i18n';
import type { sharedViewEn } from './en';

export const sharedViewEs: TranslationOf<typeof sharedViewEn> = {
  loading: 'Abriendo lo que han compartido contigo…',
  goneTitle: 'Este enlace ya no se comparte',
  goneText:
    'Quizá quien lo compartió dejó de compartirlo, o el enlace se copió solo a medias. Pídele uno nuevo.',
  failedTitle: 'No pudimos abrir este enlace',
  failedText: '{{message}} Vuelve a intentarlo dentro de un momento, por favor.',
  tryAgain: 'Intentar de nuevo',
  makeYourOwn: 'Crea tu propio cuento con {{productName}}',
  kicker: 'Compartido contigo · {{type}}',
  types: { '1': 'Personaje', '2': 'Lugar', '3': 'Bolsa', '4': 'Nota' },
  pictureOf: 'Imagen de {{name}}',
  insideCount: 'Dentro de esta bolsa ({{number}})',
  inside: 'Dentro de esta bolsa',
  emptyBag: 'Esta bolsa está vacía por ahora.',
  notFound: {
    title: 'No encontramos esta página',
    text: 'No hay nada compartido con este enlace, y no es uno de tus cuentos. Si alguien te lo compartió, pídele uno nuevo. Tus propios cuentos están en tu biblioteca.',
    signedOutText:
      'Quizá quien lo compartió dejó de compartirlo, o el enlace se copió solo a medias. Pídele uno nuevo. Si es uno de tus cuentos, inicia sesión para leerlo.',
    signIn: 'Inicia sesión para leer tu cuento',
    start: 'Ir al inicio',
    library: 'Abrir tu biblioteca',
  },
};
