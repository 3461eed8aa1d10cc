import { joinChunks } from './downsample';

/**
 * The samples heard lately, as chunks with their place in the stream: appended as they come,
 * read back by sample number, forgotten from the front.
 */
export class SampleWindow {
  private chunks: Float32Array[] = [];
  /** The stream position of the first kept sample. */
  private start = 0;
  /** The stream position just past the last sample heard. */
  end = 0;

  append(chunk: Float32Array): void {
    this.chunks.push(chunk);
    this.end += chunk.length;
  }

  /** Samples `from` (inclusive) to `to` (exclusive), as far as they are still kept. */
  read(from: number, to: number = this.end): Float32Array {
    const parts: Float32Array[] = [];
    let position = this.start;
    for (const chunk of this.chunks) {
      const chunkEnd = position + chunk.length;
      const a = Math.max(from, position);
      const b = Math.min(to, chunkEnd);
      if (b > a) parts.push(chunk.subarray(a - position, b - position));
      position = chunkEnd;
    }
    return joinChunks(parts);
  }

  /** Forgets whole chunks that end at or before `position`. */
  forgetBefore(position: number): void {
    while (this.chunks.length > 0 && this.start + this.chunks[0]!.length <= position) {
      this.start += this.chunks.shift()!.length;
    }
  }

  clear(): void {
    this.chunks = [];
    this.start = 0;
    this.end = 0;
  }
}
