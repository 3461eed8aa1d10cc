import captureWorkletUrl from './capture-worklet.ts?worker&url';

/** Why the microphone could not be opened; each has its own advice. */
export type MicrophoneProblem = 'denied' | 'noDevice' | 'busy' | 'unsupported' | 'failed';

export class MicrophoneError extends Error {
  override readonly name = 'MicrophoneError';
  constructor(
    readonly problem: MicrophoneProblem,
    cause?: unknown,
  ) {
    super(`The microphone could not be opened (${problem})`, { cause });
  }
}

/** An open microphone: mono samples at `sampleRate`, chunk by chunk. */
export interface Microphone {
  readonly sampleRate: number;
  /** Calls `listener` with every chunk from now on; returns how to stop. */
  onChunk(listener: (chunk: Float32Array) => void): () => void;
  /** Lets go of the microphone (the browser's recording sign goes out). */
  close(): void;
}

/** Opens the microphone; fakes stand in for it in tests. */
export type OpenMicrophone = (context: AudioContext) => Promise<Microphone>;

function problemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'noDevice';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError')
    return 'busy';
  return 'failed';
}

async function requestStream(): Promise<MediaStream> {
  // No mediaDevices outside a secure context (a plain-http address other than localhost).
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: {
        channelCount: 1,
        // The reply plays from the speakers: the browser's echo cancelling keeps it out.
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
    });
  } catch (error) {
    throw new MicrophoneError(problemOf(error), error);
  }
}

/** The AudioWorklet, or the older ScriptProcessor where there is none. */
async function captureNode(
  context: AudioContext,
  deliver: (chunk: Float32Array) => void,
): Promise<AudioNode> {
  if (context.audioWorklet) {
    try {
      await context.audioWorklet.addModule(captureWorkletUrl);
      const node = new AudioWorkletNode(context, 'storyloom-capture', {
        numberOfInputs: 1,
        numberOfOutputs: 1,
        channelCount: 1,
        channelCountMode: 'explicit',
      });
      node.port.onmessage = (event: MessageEvent<Float32Array>) => deliver(event.data);
      return node;
    } catch {
      // Fall through to the ScriptProcessor.
    }
  }
  const processor = context.createScriptProcessor(2048, 1, 1);
  processor.onaudioprocess = (event) => deliver(event.inputBuffer.getChannelData(0).slice());
  return processor;
}

/**
 * Opens the microphone into `context` (an AudioContext made in the click that asked for it, so
 * the browser lets it run). Throws MicrophoneError with the reason it could not.
 */
export const openMicrophone: OpenMicrophone = async (context) => {
  const stream = await requestStream();
  const listeners = new Set<(chunk: Float32Array) => void>();
  let node: AudioNode;
  try {
    node = await captureNode(context, (chunk) => listeners.forEach((listener) => listener(chunk)));
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw new MicrophoneError('failed', error);
  }
  const source = context.createMediaStreamSource(stream);
  // Pulled through a silent gain to the output: some browsers only run nodes that lead there.
  const mute = context.createGain();
  mute.gain.value = 0;
  source.connect(node).connect(mute).connect(context.destination);
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return {
    sampleRate: context.sampleRate,
    onChunk(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      source.disconnect();
      node.disconnect();
      mute.disconnect();
      stream.getTracks().forEach((track) => track.stop());
    },
  };
};
