import { splitIntoSentences, tidyForSpeech } from './speech-text.js';
import type {
  AiSpeechConfig,
  HostedSpeechProvider,
  SpeechVoiceSetting,
} from '../../platform/ai/ai-config.js';

// Speech from a hosted provider, with plain fetch rather than the AI SDK's speech API: we need
// raw 16-bit PCM (so chapter times are exact sample offsets and our own encoder writes the MP3),
// and both providers answer it to one small request each; the SDK would add a layer that hands
// back whatever container the provider chose.

/** Both providers are asked for 24 kHz 16-bit little-endian mono PCM. */
export const PROVIDER_SAMPLE_RATE = 24_000;

/** How much text one request may carry (OpenAI's documented input limit is 4096 characters). */
export const PROVIDER_INPUT_LIMIT: Record<HostedSpeechProvider, number> = {
  'openai-compatible': 4096,
  // Well under the smallest limit of ElevenLabs' current models (multilingual v2: 10,000).
  elevenlabs: 5000,
};

/** A quiet breath between two requests' audio; each ends at a sentence boundary. */
const PIECE_PAUSE_SECONDS = 0.35;

export const DEFAULT_SPEECH_TIMEOUT_MS = 60_000;

const PROVIDER_LABEL: Record<HostedSpeechProvider, string> = {
  'openai-compatible': 'The speech provider',
  elevenlabs: 'ElevenLabs',
};

/** A request the provider refused or did not answer; the message never carries the key. */
export class SpeechProviderError extends Error {
  constructor(
    message: string,
    /** The HTTP status the provider answered, when it answered at all. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SpeechProviderError';
  }
}

export type SpokenAudio = { pcm: Int16Array; sampleRate: number; durationSeconds: number };

/** A short text as the provider encoded it (MP3 is asked for), with the type it said it sent. */
export type SpeechClip = { audio: Buffer; mimeType: string };

export type ProviderSpeech = {
  provider: HostedSpeechProvider;
  model: string;
  voices: readonly SpeechVoiceSetting[];
  /**
   * Reads text aloud in one of the configured voices: tidied like the offline narrator's text,
   * split at sentence boundaries under the provider's input limit, one request per piece. Text
   * with nothing to say gives empty audio without a request.
   */
  speak(
    text: string,
    voice: SpeechVoiceSetting,
    options?: { signal?: AbortSignal },
  ): Promise<SpokenAudio>;
  /**
   * A short text (a sentence on a call) as one compressed clip, as quick to fetch as the provider
   * makes it: MP3 is asked for, and `mimeType` is what the provider answered (audio/mpeg when it
   * named no audio type). Text with nothing to say gives an empty clip without a request.
   */
  clip(
    text: string,
    voice: SpeechVoiceSetting,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<SpeechClip>;
};

/** The configured speech provider, or null when the offline narrator speaks (the default). */
export function createProviderSpeech(
  speech: AiSpeechConfig | undefined,
  { timeoutMs = DEFAULT_SPEECH_TIMEOUT_MS } = {},
): ProviderSpeech | null {
  if (!speech || speech.provider === 'offline') return null;
  // Named once narrowed, so the closure below keeps the hosted provider's type.
  const config = speech;
  const limit = PROVIDER_INPUT_LIMIT[config.provider];
  return {
    provider: config.provider,
    model: config.model,
    voices: config.voices,
    async speak(text, voice, { signal } = {}) {
      const pieces = piecesUnder(tidyForSpeech(text, voice.language), limit);
      const parts: Int16Array[] = [];
      for (const [index, piece] of pieces.entries()) {
        signal?.throwIfAborted();
        if (index > 0)
          parts.push(new Int16Array(Math.round(PIECE_PAUSE_SECONDS * PROVIDER_SAMPLE_RATE)));
        const { bytes } = await requestAudio(config, piece, voice, 'pcm', { signal, timeoutMs });
        parts.push(pcmFrom(bytes));
      }
      signal?.throwIfAborted();
      const pcm = joinPcm(parts);
      return {
        pcm,
        sampleRate: PROVIDER_SAMPLE_RATE,
        durationSeconds: pcm.length / PROVIDER_SAMPLE_RATE,
      };
    },
    async clip(text, voice, { signal, timeoutMs: clipTimeoutMs = timeoutMs } = {}) {
      const pieces = piecesUnder(tidyForSpeech(text, voice.language), limit);
      const parts: Buffer[] = [];
      let mimeType = CLIP_MIME_TYPE;
      for (const piece of pieces) {
        signal?.throwIfAborted();
        const answer = await requestAudio(config, piece, voice, 'mp3', {
          signal,
          timeoutMs: clipTimeoutMs,
        });
        // MP3 frames join end to end; a clip is one piece in practice (a sentence).
        parts.push(Buffer.from(answer.bytes));
        mimeType = audioMimeType(answer.contentType);
      }
      return { audio: Buffer.concat(parts), mimeType };
    },
  };
}

/** What a clip is asked for in, and taken to be when the provider does not say. */
const CLIP_MIME_TYPE = 'audio/mpeg';

/** The audio type the provider named (without parameters), audio/mp3 read as audio/mpeg. */
export function audioMimeType(contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!/^audio\/[a-z0-9.+-]+$/.test(type)) return CLIP_MIME_TYPE;
  return type === 'audio/mp3' ? CLIP_MIME_TYPE : type;
}

type HostedSpeechConfig = Extract<AiSpeechConfig, { provider: HostedSpeechProvider }>;

/**
 * Whole sentences packed into pieces of at most `limit` characters. A sentence longer than the
 * limit was already cut at commas by splitIntoSentences; one without commas is cut between words.
 */
export function piecesUnder(text: string, limit: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const sentence of splitIntoSentences(text, limit).flatMap((s) => cutAtSpaces(s, limit))) {
    if (current && current.length + 1 + sentence.length > limit) {
      pieces.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

function cutAtSpaces(sentence: string, limit: number): string[] {
  if (sentence.length <= limit) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > limit) {
    const space = rest.lastIndexOf(' ', limit);
    const cut = space > 0 ? space : limit;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

type AudioFormat = 'pcm' | 'mp3';

/** ElevenLabs names its formats with their rate: 64 kbps MP3 is plenty for one voice. */
const ELEVENLABS_FORMAT: Record<AudioFormat, string> = {
  pcm: `pcm_${PROVIDER_SAMPLE_RATE}`,
  mp3: 'mp3_44100_64',
};

function speechRequest(
  config: HostedSpeechConfig,
  text: string,
  voice: SpeechVoiceSetting,
  format: AudioFormat,
) {
  if (config.provider === 'elevenlabs') {
    const voicePath = encodeURIComponent(voice.providerVoiceId);
    return {
      url: `${config.baseUrl}/v1/text-to-speech/${voicePath}?output_format=${ELEVENLABS_FORMAT[format]}`,
      headers: { 'xi-api-key': config.apiKey ?? '' },
      body: { text, model_id: config.model },
    };
  }
  return {
    url: `${config.baseUrl}/audio/speech`,
    headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    body: {
      model: config.model,
      voice: voice.providerVoiceId,
      input: text,
      response_format: format,
    },
  };
}

async function requestAudio(
  config: HostedSpeechConfig,
  text: string,
  voice: SpeechVoiceSetting,
  format: AudioFormat,
  { signal, timeoutMs }: { signal: AbortSignal | undefined; timeoutMs: number },
): Promise<{ bytes: ArrayBuffer; contentType: string | null }> {
  const { url, headers, body } = speechRequest(config, text, voice, format);
  const timeout = AbortSignal.timeout(timeoutMs);
  const label = PROVIDER_LABEL[config.provider];
  let response: Response;
  let bytes: ArrayBuffer;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    bytes = await response.arrayBuffer();
  } catch (error) {
    // A cancel is the caller's own: it stays an AbortError, not a provider failure.
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) {
      throw new SpeechProviderError(`${label} did not answer within ${timeoutMs / 1000} s`, null);
    }
    const reason = error instanceof Error ? (error.cause ?? error) : error;
    throw new SpeechProviderError(
      `${label} could not be reached: ${hideKey(shortReason(String(reason)), config.apiKey)}`,
      null,
    );
  }
  if (!response.ok) {
    const reason = hideKey(shortReason(reasonOf(bytes)), config.apiKey);
    throw new SpeechProviderError(
      `${label} refused to speak (${response.status}${reason ? `: ${reason}` : ''})`,
      response.status,
    );
  }
  return { bytes, contentType: response.headers.get('content-type') };
}

/** 16-bit little-endian samples, read as such whatever the machine's byte order. */
function pcmFrom(bytes: ArrayBuffer): Int16Array {
  const view = new DataView(bytes);
  const pcm = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let index = 0; index < pcm.length; index += 1) pcm[index] = view.getInt16(index * 2, true);
  return pcm;
}

function joinPcm(parts: Int16Array[]): Int16Array {
  const joined = new Int16Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** The provider's own words when it sent JSON ({error: {message}} or {detail: {message}}). */
function reasonOf(bytes: ArrayBuffer): string {
  const text = new TextDecoder().decode(bytes);
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const found = [parsed.error, parsed.detail, parsed]
      .map((part) =>
        typeof part === 'string'
          ? part
          : typeof part === 'object' && part !== null && 'message' in part
            ? String((part as { message: unknown }).message)
            : undefined,
      )
      .find((message) => message !== undefined);
    return found ?? text;
  } catch {
    return text;
  }
}

const shortReason = (text: string): string => {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 197)}...` : oneLine;
};

// Some providers echo a rejected key in their error; it must never reach a log or a user.
const hideKey = (text: string, apiKey: string | undefined): string =>
  apiKey ? text.split(apiKey).join('[key]') : text;
