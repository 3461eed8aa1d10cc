// Free-form recognition through an OpenAI-compatible transcription API
// (POST {baseUrl}/audio/transcriptions, multipart: file, model, language; answers {text}).

export type TranscriptionSettings = { baseUrl: string; apiKey: string | undefined; model: string };

export class TranscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptionError';
  }
}

/** How long a child waits for the provider before the call says it did not catch that. */
const TRANSCRIPTION_TIMEOUT_MS = 15_000;

/** The words in a WAV utterance, as the provider heard them. */
export async function transcribeWithProvider(
  settings: TranscriptionSettings,
  wav: Buffer,
  { language, signal }: { language: string; signal?: AbortSignal },
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'utterance.wav');
  form.append('model', settings.model);
  form.append('language', language);
  form.append('response_format', 'json');
  const timeout = AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS);
  const response = await fetch(`${settings.baseUrl}/audio/transcriptions`, {
    method: 'POST',
    body: form,
    headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) {
    throw new TranscriptionError(`the transcription service answered ${response.status}`);
  }
  const body = (await response.json()) as { text?: unknown };
  if (typeof body.text !== 'string') {
    throw new TranscriptionError('the transcription service answered no text');
  }
  return body.text.trim();
}
