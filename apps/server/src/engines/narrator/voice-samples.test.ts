import { describe, expect, it } from 'vitest';
import { voiceSampleListSchema } from '@storyloom/contracts';
import { decodeMp3, loudness, SPEECH_LOUDNESS } from './narrator.test-support.js';
import { createVoiceSampleCache } from './voice-samples.js';
import { DEFAULT_VOICE_ID, listVoices } from './voices.js';

describe('listVoices', () => {
  it('lists a few friendly English and Spanish voices, each with its sample path', () => {
    const voices = voiceSampleListSchema.parse(listVoices());
    expect(voices.length).toBeGreaterThanOrEqual(4);
    expect(voices.length).toBeLessThanOrEqual(12);
    expect(new Set(voices.map((voice) => voice.language))).toEqual(new Set(['en', 'es']));
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
    expect(new Set(voices.map((voice) => voice.name)).size).toBe(voices.length);
    for (const voice of voices) {
      expect(voice.name).toMatch(
        /^[A-Z][a-z]+ \((English|Spanish|British English|Latin American Spanish)\)$/,
      );
      expect(voice.sampleUrl).toBe(`/audiobook/voice-samples/${voice.id}.mp3`);
      expect(voice.provider).toBe('espeak');
    }
  });

  it('has a default voice for each story language', () => {
    const ids = listVoices().map((voice) => voice.id);
    expect(ids).toContain(DEFAULT_VOICE_ID.en);
    expect(ids).toContain(DEFAULT_VOICE_ID.es);
  });
});

describe('voice samples', { timeout: 60_000 }, () => {
  it('plays a few seconds of speech in every listed voice', async () => {
    const samples = createVoiceSampleCache();
    for (const voice of listVoices()) {
      const mp3 = await samples.get(voice.id);
      expect(mp3, voice.id).not.toBeNull();
      const audio = await decodeMp3(mp3 ?? Buffer.alloc(0));
      expect(audio.durationSeconds, voice.id).toBeGreaterThan(3);
      expect(audio.durationSeconds, voice.id).toBeLessThan(12);
      expect(loudness(audio, 0, audio.durationSeconds), voice.id).toBeGreaterThan(SPEECH_LOUDNESS);
    }
  });

  it('makes each sample once and answers later requests from memory', async () => {
    const samples = createVoiceSampleCache();
    const [first, together] = await Promise.all([samples.get('en-warm'), samples.get('en-warm')]);
    expect(together).toBe(first);
    // The very same sample object: made once, not synthesised again.
    expect(await samples.get('en-warm')).toBe(first);
  });

  it('has no sample for a voice it does not have', () => {
    expect(createVoiceSampleCache().get('robot-9000')).toBeNull();
  });
});
