import { SILENCE_DB, rms, toDecibels } from './level';

export interface VadOptions {
  sampleRate: number;
  /** How much sound each decision looks at. */
  frameMs?: number;
  /** Quieter than this is never speech, however quiet the room (dBFS). */
  minSpeechDb?: number;
  /** How far above the room's steady hum a sound must rise to count as speech (dB). */
  marginDb?: number;
  /** Loud frames in a row before speech starts: a click or a tap on the table is shorter. */
  attackMs?: number;
  /** Quiet inside one utterance before it counts as ended: the pauses between words are shorter. */
  hangoverMs?: number;
  /** Quiet needed after a reset before speech may start, so a sentence is never caught mid-way. */
  armMs?: number;
}

export type VadEvent =
  /** `atSample` counts samples since the last reset: where the first loud frame began. */
  | { type: 'speechStart'; atSample: number }
  /** Where the quiet that ended the utterance began. */
  | { type: 'speechEnd'; atSample: number };

export interface VoiceActivityDetector {
  /** Feeds the next samples; returns what changed in them, in order. */
  push(samples: Float32Array): VadEvent[];
  /** Forgets everything (the count of samples too); waits for quiet again before listening. */
  reset(): void;
  readonly speaking: boolean;
  /** The room's hum as the detector has learnt it (dBFS). */
  readonly noiseFloorDb: number;
}

/** How quickly the learnt hum follows a louder room (a share of the gap, each frame). */
const FLOOR_RISE = 0.03;
/**
 * The same for a frame loud enough to be speech: slow (a 20 ms frame: about 3 s to learn a loud
 * fan), so a sentence already under way when listening begins keeps the detector waiting for
 * quiet instead of passing for the room's hum.
 */
const FLOOR_RISE_WHEN_LOUD = 0.01;

/**
 * An energy-based voice-activity detector with hangover: frame by frame, a frame is loud when it
 * is above both `minSpeechDb` and the learnt noise floor plus `marginDb`. Speech starts after
 * `attackMs` of loud frames and ends after `hangoverMs` of quiet ones. The floor falls at once to
 * a quieter frame and rises slowly outside speech, so a fan that starts humming is learnt, while
 * a voice (loud, then gone) is not. After a reset it listens only once it has heard `armMs` of
 * quiet. It never ends a hum that began mid-utterance by itself: callers cap an utterance's
 * length and reset.
 */
export function createVoiceActivityDetector({
  sampleRate,
  frameMs = 20,
  minSpeechDb = -45,
  marginDb = 12,
  attackMs = 80,
  hangoverMs = 700,
  armMs = 200,
}: VadOptions): VoiceActivityDetector {
  const frameLength = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const framesFor = (ms: number) => Math.max(1, Math.ceil(ms / frameMs));
  const attackFrames = framesFor(attackMs);
  const hangoverFrames = framesFor(hangoverMs);
  const armFrames = framesFor(armMs);

  const frame = new Float32Array(frameLength);
  let filled = 0;
  let samplesSeen = 0;
  let speaking = false;
  let armed = false;
  let quietRun = 0;
  let loudRun = 0;
  let loudRunStart = 0;
  let quietRunStart = 0;
  let noiseFloorDb = SILENCE_DB;

  function reset() {
    filled = 0;
    samplesSeen = 0;
    speaking = false;
    armed = false;
    quietRun = 0;
    loudRun = 0;
    noiseFloorDb = SILENCE_DB;
  }

  function decide(frameStart: number, events: VadEvent[]) {
    const level = toDecibels(rms(frame));
    const loud = level >= minSpeechDb && level >= noiseFloorDb + marginDb;
    if (!speaking) {
      if (level < noiseFloorDb) noiseFloorDb = level;
      else noiseFloorDb += (level - noiseFloorDb) * (loud ? FLOOR_RISE_WHEN_LOUD : FLOOR_RISE);
    }
    if (loud) {
      if (loudRun === 0) loudRunStart = frameStart;
      loudRun += 1;
      quietRun = 0;
    } else {
      if (quietRun === 0) quietRunStart = frameStart;
      quietRun += 1;
      loudRun = 0;
    }
    if (!armed) {
      armed = quietRun >= armFrames;
      return;
    }
    if (!speaking && loudRun >= attackFrames) {
      speaking = true;
      events.push({ type: 'speechStart', atSample: loudRunStart });
    } else if (speaking && quietRun >= hangoverFrames) {
      speaking = false;
      events.push({ type: 'speechEnd', atSample: quietRunStart });
    }
  }

  return {
    push(samples) {
      const events: VadEvent[] = [];
      for (let index = 0; index < samples.length; index += 1) {
        frame[filled] = samples[index]!;
        filled += 1;
        if (filled === frameLength) {
          decide(samplesSeen + index + 1 - frameLength, events);
          filled = 0;
        }
      }
      samplesSeen += samples.length;
      return events;
    },
    reset,
    get speaking() {
      return speaking;
    },
    get noiseFloorDb() {
      return noiseFloorDb;
    },
  };
}
