import type { TranslationOf } from '../i18n';
import type { errorsEn } from './errors.en';

export const errorsEs: TranslationOf<typeof errorsEn> = {
  userNotAuthenticated: 'No has iniciado sesión [EC8]',
  demoFetchFailed: 'No pudimos cargar el contenido de demostración',
  heavyLoad: 'Puede que estemos muy ocupados ahora. Vuelve a intentarlo en unos minutos.',
  authenticationFailed: 'No se pudo iniciar sesión',
  verifyEmailFirst: 'Primero confirma tu correo electrónico. Te acabamos de reenviar el enlace.',
  verificationEmailSent: '¡Correo de confirmación enviado! Revisa tu bandeja de entrada.',
  passwordResetSent:
    '¡Enlace para restablecer la contraseña enviado! Revisa tu bandeja de entrada.',
  passwordResetEmailRequired: 'Escribe tu correo electrónico para pedir un cambio de contraseña.',
  feedbackSubmitFailed: 'No se pudo enviar tu opinión. Vuelve a intentarlo más tarde.',
  feedbackThankYou: '¡Gracias por tu opinión!',
  ratingRequired: 'Elige una puntuación.',
  imageLoadFailed: 'No se pudo cargar la imagen',
  notImplemented: 'aún no disponible',
  renderError: 'Ha ocurrido un error',
  checkingAdminPermissions: 'Comprobando los permisos de administración...',
  errorBoxTitle: 'Algo salió mal',
  unknownError: 'Ha ocurrido un error desconocido',
  apiRequestFailed: 'La solicitud a la API falló: {{statusText}}',
  providerSignInFailed: 'No se pudo iniciar sesión con {{provider}}',
  adminCheckFailed: 'Error al comprobar el acceso de administración: {{message}}',
};
