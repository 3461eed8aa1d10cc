import type { ChatLanguage } from './chat-port.js';
import type { SafetyKind } from './child-message-safety.js';

/** The character's warm answer to a message a grown-up should hear of. */
export const SAFE_REPLIES: Record<ChatLanguage, Record<SafetyKind, string>> = {
  en: {
    'personal-details':
      'Thank you for wanting to share with me! Things like where you live, your phone number, your school, your full name or your photos are special. Keep them just for you and the grown-ups you trust. Shall we talk about our story instead?',
    hurt: "I'm really glad you told me. Nobody should hurt you. Please tell a grown-up you trust, like a parent, a teacher or a doctor, as soon as you can. You deserve to be safe and cared for.",
    'self-harm':
      "I'm so glad you told me, and you matter a lot. Please go and tell a grown-up you trust right now, like a parent or a teacher, how you feel. They want to help you.",
    secret:
      'Thank you for telling me. If a grown-up asks you to keep a secret, or a secret makes you feel worried, it is always OK to tell a grown-up you trust, like a parent or a teacher.',
    meeting:
      "I live in our story, so we can't meet in real life! Never go to meet someone you only know online, and always ask a grown-up you trust first.",
    'unkind-words': "Hmm, let's use kind words together! What else would you like to talk about?",
  },
  es: {
    'personal-details':
      '¡Gracias por querer contármelo! Dónde vives, tu teléfono, tu colegio, tu nombre completo o tus fotos son cosas especiales. Guárdalas solo para ti y para los adultos de confianza. ¿Hablamos de nuestro cuento?',
    hurt: 'Me alegra mucho que me lo cuentes. Nadie debe hacerte daño. Cuéntaselo cuanto antes a un adulto de confianza, como tu mamá, tu papá, tu profe o un médico. Mereces estar a salvo y que te cuiden.',
    'self-harm':
      'Me alegra mucho que me lo cuentes, y eres muy importante. Ve ahora mismo a contarle a un adulto de confianza, como tu mamá, tu papá o tu profe, cómo te sientes. Quieren ayudarte.',
    secret:
      'Gracias por contármelo. Si un adulto te pide que guardes un secreto, o un secreto te preocupa, siempre está bien contárselo a un adulto de confianza, como tu mamá, tu papá o tu profe.',
    meeting:
      '¡Yo vivo en nuestro cuento, así que no podemos vernos en la vida real! Nunca vayas a ver a alguien que solo conoces por internet, y pregunta siempre antes a un adulto de confianza.',
    'unkind-words': '¡Mmm, usemos palabras bonitas! ¿De qué más quieres hablar?',
  },
};

/** What the conversation keeps instead of a message that went to a grown-up. */
export const KEPT_FOR_A_GROWN_UP: Record<ChatLanguage, string> = {
  en: '(This message was kept for a grown-up to read.)',
  es: '(Este mensaje se guardó para que lo lea un adulto.)',
};

/** Said when even the offline reply is not fit to show (the family's own words were not). */
export const GENTLE_FALLBACK: Record<ChatLanguage, string> = {
  en: "Let's talk about something else! What is your favourite animal?",
  es: '¡Hablemos de otra cosa! ¿Cuál es tu animal favorito?',
};
