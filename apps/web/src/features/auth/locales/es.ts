import { PASSWORD_LENGTH } from '@storyloom/contracts';
import type { TranslationOf } from '../../../lib/i18n';
import type { authEn } from './en';

export const authEs: TranslationOf<typeof authEn> = {
  errorPrefix: 'Error: ',
  passwordHint: `Usa entre ${PASSWORD_LENGTH.min} y ${PASSWORD_LENGTH.max} caracteres.`,
  passwordLength: `Tu contraseña necesita entre ${PASSWORD_LENGTH.min} y ${PASSWORD_LENGTH.max} caracteres.`,
  login: {
    welcome: 'Te damos la bienvenida a {{productName}}',
    createTitle: 'Crear una cuenta',
    signInLead: 'Inicia sesión para guardar a salvo tus cuentos, personajes y lugares.',
    createLead:
      'Con una cuenta, tus cuentos, personajes y lugares te acompañan en todos tus dispositivos.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    forgot: '¿Olvidaste tu contraseña?',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear una cuenta',
    signingIn: 'Iniciando sesión…',
    creating: 'Creando tu cuenta…',
    or: 'o',
    continueWith: 'Continuar con {{provider}}',
    newHere: '¿Eres nuevo aquí?',
    haveAccount: '¿Ya tienes una cuenta?',
    createInstead: 'Crea una cuenta',
    signInInstead: 'Mejor inicia sesión',
  },
  reset: {
    changedTitle: 'Contraseña cambiada',
    chooseTitle: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Repite la contraseña',
    showPasswords: 'Mostrar las contraseñas',
    changing: 'Cambiando tu contraseña…',
    change: 'Cambiar la contraseña',
    signIn: 'Iniciar sesión',
    goToSignIn: 'Ir a iniciar sesión',
    changed: 'Tu contraseña ha cambiado. Inicia sesión con tu contraseña nueva.',
    linkInvalid:
      'Este enlace para restablecer la contraseña ha caducado o ya se usó. En la página de inicio de sesión, escribe tu correo electrónico y elige «¿Olvidaste tu contraseña?» para recibir uno nuevo.',
    passwordsDiffer: 'Las dos contraseñas no coinciden. Escríbelas de nuevo, por favor.',
  },
  verify: {
    expiredTitle: 'Este enlace ha caducado',
    expiredBody:
      'El enlace de confirmación es demasiado antiguo o ya se usó. No pasa nada: inicia sesión con tu correo electrónico y tu contraseña y te enviaremos un enlace nuevo.',
    alreadyVerified: 'Si ya confirmaste tu correo electrónico, puedes iniciar sesión sin más.',
    goToSignIn: 'Ir a iniciar sesión',
    verifiedTitle: 'Tu correo electrónico está confirmado',
    verifiedBody: '¡Gracias! Tu cuenta está lista. Inicia sesión y empieza tu primer cuento.',
    continue: 'Continuar',
  },
  account: {
    title: 'Cuenta',
    email: 'Correo electrónico',
    displayName: 'Nombre visible',
    signingOut: 'Cerrando sesión…',
    signOut: 'Cerrar sesión',
  },
  admin: {
    unexpectedAnswer: 'El servidor envió una respuesta inesperada.',
  },
};
