import { describe, expect, it } from 'vitest';
import { narrate, UnknownVoiceError } from './narrate.js';
import { pcmLoudness, SPEECH_LOUDNESS } from './narrator.test-support.js';

const SHORT = 'Pip the hedgehog woke up early.';
const LONG =
  'Pip the hedgehog woke up early. He looked for his favourite shiny button under the bed. ' +
  'Then he looked in the garden, behind the flowers and under every leaf.';

describe('narrate', { timeout: 30_000 }, () => {
  it('speaks text to audible 22.05 kHz PCM whose duration matches its samples', async () => {
    const spoken = await narrate(SHORT, { voiceId: 'en-warm' });
    expect(spoken.sampleRate).toBe(22_050);
    expect(spoken.pcm).toBeInstanceOf(Int16Array);
    expect(spoken.durationSeconds).toBeCloseTo(spoken.pcm.length / spoken.sampleRate, 6);
    // About 2 s for six words at a storytelling pace.
    expect(spoken.durationSeconds).toBeGreaterThan(1);
    expect(spoken.durationSeconds).toBeLessThan(4);
    expect(pcmLoudness(spoken.pcm)).toBeGreaterThan(SPEECH_LOUDNESS);
  });

  it('takes longer for longer text', async () => {
    const short = await narrate(SHORT, { voiceId: 'en-bright' });
    const long = await narrate(LONG, { voiceId: 'en-bright' });
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 3);
  });

  it('reads faster with a higher rate and slower with a lower one', async () => {
    const normal = await narrate(LONG, { voiceId: 'en-warm' });
    const fast = await narrate(LONG, { voiceId: 'en-warm', rate: 1.5 });
    const slow = await narrate(LONG, { voiceId: 'en-warm', rate: 0.75 });
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds * 0.85);
    expect(slow.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.15);
  });

  it('speaks Spanish with a Spanish voice', async () => {
    const spoken = await narrate('Había una vez un pequeño zorro muy curioso. ¡Qué aventura!', {
      voiceId: 'es-latam',
    });
    expect(spoken.durationSeconds).toBeGreaterThan(2);
    expect(pcmLoudness(spoken.pcm)).toBeGreaterThan(SPEECH_LOUDNESS);
  });

  it("keeps each call's own voice settings when calls run at the same time", async () => {
    // eSpeak's settings are engine-wide; calls are serialized so one cannot change another's.
    const slowAlone = await narrate(LONG, { voiceId: 'en-warm', rate: 0.75 });
    const fastAlone = await narrate(LONG, { voiceId: 'en-bright', rate: 1.5 });
    const [slow, fast] = await Promise.all([
      narrate(LONG, { voiceId: 'en-warm', rate: 0.75 }),
      narrate(LONG, { voiceId: 'en-bright', rate: 1.5 }),
    ]);
    // eSpeak varies a little from call to call (a few milliseconds), never by the rate's 2x.
    expect(slow.durationSeconds).toBeCloseTo(slowAlone.durationSeconds, 0);
    expect(fast.durationSeconds).toBeCloseTo(fastAlone.durationSeconds, 0);
  });

  it('says nothing for text without words, such as only emoji', async () => {
    const spoken = await narrate('🦊 🌳 ✨', { voiceId: 'en-warm' });
    expect(spoken.pcm.length).toBe(0);
    expect(spoken.durationSeconds).toBe(0);
  });

  it('stops between sentences when the signal aborts', async () => {
    const controller = new AbortController();
    const many = Array.from({ length: 40 }, (_, index) => `This is sentence ${index}.`).join(' ');
    const reading = narrate(many, { voiceId: 'en-warm', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a voice it does not have', async () => {
    await expect(narrate(SHORT, { voiceId: 'robot-9000' })).rejects.toBeInstanceOf(
      UnknownVoiceError,
    );
  });
});
