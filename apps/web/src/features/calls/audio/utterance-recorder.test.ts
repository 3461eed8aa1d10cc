// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rms } from './level';
import { chunked, concat, silence, tone } from './synthetic';
import { createUtteranceRecorder, type Utterance } from './utterance-recorder';

const MIC_RATE = 48_000;

/** The PCM16 samples of a WAV made by encodeWav, back as floats. */
function samplesOf(wav: ArrayBuffer) {
  const view = new DataView(wav);
  const count = view.getUint32(40, true) / 2;
  return Float32Array.from(
    { length: count },
    (_, index) => view.getInt16(44 + index * 2, true) / 32768,
  );
}

function aRecorder(options: { maxSeconds?: number } = {}) {
  const utterances: Utterance[] = [];
  const speaking: boolean[] = [];
  const recorder = createUtteranceRecorder({
    sampleRate: MIC_RATE,
    onUtterance: (utterance) => utterances.push(utterance),
    onSpeaking: (value) => speaking.push(value),
    ...options,
  });
  const play = (signal: Float32Array) =>
    chunked(signal, 128).forEach((chunk) => recorder.push(chunk));
  return { recorder, utterances, speaking, play };
}

describe('the utterance recorder, hands-free', () => {
  it('sends each sentence once, at 16 kHz, with a little sound before and after it', () => {
    const { recorder, utterances, speaking, play } = aRecorder();
    recorder.listen();
    play(concat(silence(0.6, MIC_RATE), tone(1, MIC_RATE), silence(1, MIC_RATE)));
    expect(utterances).toHaveLength(1);
    expect(speaking).toEqual([true, false]);
    // 300 ms before, the second of speech, 250 ms after.
    expect(utterances[0]!.seconds).toBeCloseTo(1.55, 1);
    const samples = samplesOf(utterances[0]!.wav);
    expect(samples.length).toBe(Math.round(utterances[0]!.seconds * 16_000));
    expect(new DataView(utterances[0]!.wav).getUint32(24, true)).toBe(16_000);
    // The speech itself is in there, at its loudness.
    expect(rms(samples, 0.3 * 16_000, 1.3 * 16_000)).toBeCloseTo(0.3 / Math.SQRT2, 2);
    // Handed over once the hangover had passed in quiet: the last word was that long ago.
    expect(utterances[0]!.endedMsAgo).toBeGreaterThanOrEqual(700);
    expect(utterances[0]!.endedMsAgo).toBeLessThan(800);
  });

  it('sends nothing while off, and nothing of a sentence it only heard the end of', () => {
    const { recorder, utterances, play } = aRecorder();
    play(concat(silence(0.5, MIC_RATE), tone(1, MIC_RATE), silence(1, MIC_RATE)));
    expect(utterances).toEqual([]);
    play(tone(0.5, MIC_RATE));
    recorder.listen();
    play(concat(tone(0.5, MIC_RATE), silence(1, MIC_RATE)));
    expect(utterances).toEqual([]);
  });

  it('drops an utterance under way when paused', () => {
    const { recorder, utterances, speaking, play } = aRecorder();
    recorder.listen();
    play(concat(silence(0.5, MIC_RATE), tone(0.5, MIC_RATE)));
    recorder.pause();
    expect(speaking).toEqual([true, false]);
    play(silence(1, MIC_RATE));
    expect(utterances).toEqual([]);
    expect(recorder.state).toBe('off');
  });

  it('cuts a sentence that never ends at the longest length and listens afresh', () => {
    const { recorder, utterances, play } = aRecorder({ maxSeconds: 2 });
    recorder.listen();
    play(concat(silence(0.5, MIC_RATE), tone(3, MIC_RATE)));
    expect(utterances).toHaveLength(1);
    expect(utterances[0]!.seconds).toBeCloseTo(2, 1);
    expect(recorder.state).toBe('handsFree');
  });
});

describe('the utterance recorder, push-to-talk', () => {
  it('sends everything from pressing to letting go', () => {
    const { recorder, utterances, play } = aRecorder();
    recorder.hold();
    play(concat(tone(0.4, MIC_RATE), silence(0.2, MIC_RATE), tone(0.4, MIC_RATE)));
    expect(recorder.release()).toBe('sent');
    expect(utterances).toHaveLength(1);
    expect(utterances[0]!.seconds).toBeCloseTo(1, 2);
    expect(utterances[0]!.endedMsAgo).toBe(0);
    expect(recorder.state).toBe('off');
  });

  it('takes a quick tap for a tap, not for speech', () => {
    const { recorder, utterances, play } = aRecorder();
    recorder.hold();
    play(tone(0.1, MIC_RATE));
    expect(recorder.release()).toBe('tooShort');
    expect(utterances).toEqual([]);
    expect(recorder.release()).toBe('notHolding');
  });
});
