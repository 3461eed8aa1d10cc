import { describe, expect, it } from 'vitest';
import {
  buildJsgf,
  dictionaryOf,
  readUtterance,
  readWav,
  recognizeOffline,
  WavError,
} from './index.js';
import { spokenWav } from './spoken-wav.test-support.js';

const utterance = (wav: Buffer) =>
  readUtterance(wav, { sampleRate: 16_000, minSeconds: 0.2, maxSeconds: 15 });

describe('offline recognition against a grammar', () => {
  const grammar = buildJsgf(
    {
      phrases: [
        'what is your favourite <kind>',
        'do you like <thing>',
        'who are your friends',
        'tell me a joke',
        'do you have any friends',
        'where do you live',
      ],
      slots: {
        kind: ['food', 'animal', 'colour'],
        thing: ['blueberry pancakes', 'pizza', 'zzqxw'],
      },
    },
    dictionaryOf('en'),
  );

  it('leaves out what the dictionary cannot hear', () => {
    expect(grammar.jsgf).toContain('blueberry pancakes');
    expect(grammar.jsgf).not.toContain('zzqxw');
  });

  it('hears eSpeak-spoken questions exactly', async () => {
    for (const question of [
      'what is your favourite food',
      'do you like blueberry pancakes',
      'do you have any friends',
      'tell me a joke',
    ]) {
      const heard = await recognizeOffline(utterance(spokenWav(question)), {
        jsgf: grammar.jsgf,
        language: 'en',
      });
      expect(heard).toBe(question);
    }
  }, 60_000);
});

describe('the utterance WAV', () => {
  it('takes mono 16-bit PCM at 16 kHz and refuses anything else with a reason', () => {
    const wav = spokenWav('hello');
    expect(utterance(wav).length).toBe(readWav(wav).samples.length);
    expect(() => utterance(Buffer.from('not a wav at all'))).toThrow(WavError);
    const stereo = Buffer.from(wav);
    stereo.writeUInt16LE(2, 22);
    expect(() => utterance(stereo)).toThrow(/mono at 16000 Hz/);
    const tiny = Buffer.from(wav.subarray(0, 44 + 200));
    tiny.writeUInt32LE(200, 40);
    expect(() => utterance(tiny)).toThrow(/too short/);
  });
});
