/** The Web Speech API's recogniser, as far as a call uses it. */
export interface SpeechRecognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onspeechstart: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

interface SpeechResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

/** Makes a recogniser; null where the browser has none (Firefox). */
export type CreateRecognizer = () => SpeechRecognizer;

export function browserRecognizer(): CreateRecognizer | null {
  if (typeof window === 'undefined') return null;
  const speech = window as unknown as {
    SpeechRecognition?: new () => SpeechRecognizer;
    webkitSpeechRecognition?: new () => SpeechRecognizer;
  };
  const Recognizer = speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
  return Recognizer ? () => new Recognizer() : null;
}

export interface BrowserListenerOptions {
  create: CreateRecognizer;
  /** The call's language, as the recogniser takes it ('en', 'es'). */
  language: string;
  /** The child's words, once the recogniser is sure of them. */
  onText: (text: string) => void;
  onSpeaking?: () => void;
  /** Push-to-talk let go, and no words were made out. */
  onNothing: () => void;
}

/**
 * Turn-taking with the browser's own recognition (recognition mode 'browser': no recogniser on
 * the server for the call's language). Hands-free: one recognition a sentence, started again
 * when it ends with nothing. Push-to-talk: recognising from pressing to letting go.
 */
export function createBrowserListener({
  create,
  language,
  onText,
  onSpeaking,
  onNothing,
}: BrowserListenerOptions) {
  let recognizer: SpeechRecognizer | null = null;
  let wanted: 'off' | 'handsFree' | 'holding' | 'released' = 'off';
  let words = '';

  function begin() {
    const current = create();
    current.lang = language;
    current.continuous = wanted === 'holding';
    current.interimResults = false;
    current.maxAlternatives = 1;
    current.onspeechstart = () => onSpeaking?.();
    current.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]!;
        if (result.isFinal) words += ` ${result[0]?.transcript ?? ''}`;
      }
    };
    current.onerror = (event) => {
      // Refused for good: no point starting again.
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') wanted = 'off';
    };
    current.onend = () => {
      if (recognizer !== current) return;
      recognizer = null;
      const text = words.trim();
      words = '';
      if (wanted === 'off') return;
      if (text) {
        wanted = 'off';
        onText(text);
      } else if (wanted === 'released') {
        wanted = 'off';
        onNothing();
      } else if (wanted === 'handsFree') begin();
    };
    recognizer = current;
    current.start();
  }

  function quiet() {
    const current = recognizer;
    recognizer = null;
    words = '';
    current?.abort();
  }

  return {
    listen() {
      quiet();
      wanted = 'handsFree';
      begin();
    },
    hold() {
      quiet();
      wanted = 'holding';
      begin();
    },
    /** Stops recognising; the words (or onNothing) follow when the recogniser is done. */
    release() {
      if (wanted !== 'holding') return;
      wanted = 'released';
      recognizer?.stop();
    },
    pause() {
      wanted = 'off';
      quiet();
    },
  };
}

export type BrowserListener = ReturnType<typeof createBrowserListener>;
