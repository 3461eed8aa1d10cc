// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunked, concat, mix, noise, silence, tone } from './synthetic';
import { createVoiceActivityDetector, type VadEvent, type VadOptions } from './vad';

const RATE = 16_000;

/** Feeds `signal` in microphone-sized chunks; the events with their times in seconds. */
function detect(signal: Float32Array, options: Partial<VadOptions> = {}, chunkSize = 128) {
  const detector = createVoiceActivityDetector({ sampleRate: RATE, ...options });
  const events: VadEvent[] = [];
  for (const chunk of chunked(signal, chunkSize)) events.push(...detector.push(chunk));
  return events.map((event) => ({ type: event.type, at: event.atSample / RATE }));
}

describe('the voice-activity detector', () => {
  it('hears nothing in silence or in a quiet room', () => {
    expect(detect(silence(3, RATE))).toEqual([]);
    expect(detect(noise(3, RATE, 0.003))).toEqual([]);
  });

  it('finds one utterance, from where it starts to where the quiet begins', () => {
    const events = detect(concat(silence(0.5, RATE), tone(1.2, RATE), silence(1.5, RATE)));
    expect(events).toEqual([
      { type: 'speechStart', at: expect.closeTo(0.5, 2) },
      { type: 'speechEnd', at: expect.closeTo(1.7, 2) },
    ]);
  });

  it('keeps the pauses between words inside one utterance (the hangover)', () => {
    const word = () => tone(0.3, RATE);
    const pause = () => silence(0.4, RATE);
    const events = detect(
      concat(silence(0.5, RATE), word(), pause(), word(), pause(), word(), silence(1, RATE)),
    );
    expect(events.map((event) => event.type)).toEqual(['speechStart', 'speechEnd']);
    expect(events[1]!.at).toBeCloseTo(0.5 + 0.3 * 3 + 0.4 * 2, 2);
  });

  it('ends the utterance only after the hangover has passed in quiet', () => {
    const speech = concat(silence(0.5, RATE), tone(1, RATE));
    expect(detect(concat(speech, silence(0.6, RATE)), { hangoverMs: 700 })).toEqual([
      { type: 'speechStart', at: expect.closeTo(0.5, 2) },
    ]);
    expect(detect(concat(speech, silence(0.75, RATE)), { hangoverMs: 700 })).toHaveLength(2);
  });

  it('splits two sentences with a long pause between them', () => {
    const events = detect(
      concat(
        silence(0.5, RATE),
        tone(1, RATE),
        silence(1.5, RATE),
        tone(0.8, RATE),
        silence(1, RATE),
      ),
    );
    expect(events.map((event) => [event.type, Math.round(event.at * 10) / 10])).toEqual([
      ['speechStart', 0.5],
      ['speechEnd', 1.5],
      ['speechStart', 3],
      ['speechEnd', 3.8],
    ]);
  });

  it('ignores a click shorter than the attack', () => {
    expect(
      detect(concat(silence(0.5, RATE), tone(0.04, RATE, 1000, 0.9), silence(1, RATE))),
    ).toEqual([]);
  });

  it('ignores sound quieter than the speech minimum, even in digital silence', () => {
    expect(detect(concat(silence(0.5, RATE), tone(1, RATE, 220, 0.004), silence(1, RATE)))).toEqual(
      [],
    );
  });

  it('learns a humming room and still hears a voice over it', () => {
    const hum = noise(6, RATE, 0.02);
    const voice = concat(silence(4, RATE), tone(1, RATE, 220, 0.4));
    const events = detect(mix(hum, voice));
    expect(events).toEqual([
      { type: 'speechStart', at: expect.closeTo(4, 1) },
      { type: 'speechEnd', at: expect.closeTo(5, 1) },
    ]);
  });

  it('takes a loud steady hum as the room, not as speech, once it has learnt it', () => {
    // A fan as loud as a quiet voice from the first moment: no utterance ever starts.
    expect(detect(noise(8, RATE, 0.05))).toEqual([]);
  });

  it('waits for quiet after a reset, so a sentence already under way is not caught mid-way', () => {
    const events = detect(
      concat(tone(1, RATE), silence(0.5, RATE), tone(0.8, RATE), silence(1, RATE)),
    );
    expect(events.map((event) => [event.type, Math.round(event.at * 10) / 10])).toEqual([
      ['speechStart', 1.5],
      ['speechEnd', 2.3],
    ]);
  });

  it('gives the same answer whatever the chunk size', () => {
    const signal = concat(silence(0.5, RATE), tone(1, RATE), silence(1, RATE));
    expect(detect(signal, {}, 1)).toEqual(detect(signal, {}, 4096));
  });

  it('counts samples afresh after reset()', () => {
    const detector = createVoiceActivityDetector({ sampleRate: RATE });
    detector.push(concat(silence(0.5, RATE), tone(0.5, RATE)));
    expect(detector.speaking).toBe(true);
    detector.reset();
    expect(detector.speaking).toBe(false);
    const events = detector.push(concat(silence(0.3, RATE), tone(0.5, RATE)));
    expect(events).toEqual([{ type: 'speechStart', atSample: 0.3 * RATE }]);
  });
});
