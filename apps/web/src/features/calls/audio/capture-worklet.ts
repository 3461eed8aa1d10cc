// Runs in the AudioWorkletGlobalScope (built as its own file, loaded with addModule): hands the
// microphone's samples to the page in batches, since one message per 128-sample quantum would
// keep the page's thread busy for nothing.

declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: unknown): void;

/** About 40 ms at 48 kHz. */
const BATCH = 2048;

class CaptureProcessor extends AudioWorkletProcessor {
  private batch = new Float32Array(BATCH);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0] ?? [];
    const first = channels[0];
    if (!first) return true;
    for (let index = 0; index < first.length; index += 1) {
      // Mono: the channels' mean (a stereo microphone gives two of the same voice).
      let sum = 0;
      for (const channel of channels) sum += channel[index] ?? 0;
      this.batch[this.filled] = sum / channels.length;
      this.filled += 1;
      if (this.filled === BATCH) {
        this.port.postMessage(this.batch, [this.batch.buffer]);
        this.batch = new Float32Array(BATCH);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('storyloom-capture', CaptureProcessor);

export {};
