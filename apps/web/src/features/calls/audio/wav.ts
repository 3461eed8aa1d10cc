/** The recogniser's format: 16 kHz, one channel, 16-bit little-endian PCM. */
export const SPEECH_SAMPLE_RATE = 16_000;

const HEADER_BYTES = 44;

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let index = 0; index < text.length; index += 1) {
    view.setUint8(offset + index, text.charCodeAt(index));
  }
}

/** A sample in [-1, 1] as a 16-bit integer; louder than full scale is clipped, not wrapped. */
function toPcm16(sample: number): number {
  const clipped = Math.max(-1, Math.min(1, Number.isFinite(sample) ? sample : 0));
  return clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
}

/**
 * A mono WAV file (RIFF, PCM16) of `samples` (floats in [-1, 1]) at `sampleRate`: the body the
 * call's utterance and the voice test's recognition accept.
 */
export function encodeWav(samples: Float32Array, sampleRate: number = SPEECH_SAMPLE_RATE) {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // one channel
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a frame
  view.setUint16(34, 16, true); // bits a sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let index = 0; index < samples.length; index += 1) {
    view.setInt16(HEADER_BYTES + index * 2, toPcm16(samples[index]!), true);
  }
  return buffer;
}
