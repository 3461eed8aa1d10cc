/** A sound being played. */
export interface Playback {
  /** Resolves with performance.now() when the first sound comes out; rejects if it cannot play. */
  started: Promise<number>;
  /** Resolves when it has played to the end or was stopped; rejects if it could not play. */
  finished: Promise<void>;
  stop(): void;
}

/** Plays a sound from an address; fakes stand in for it in tests. */
export type PlaySound = (url: string) => Playback;

const cannotPlay = () => new Error('The sound could not be played');

/** Plays `url` with an audio element (the browser streams and decodes it as it comes). */
export const playSound: PlaySound = (url) => {
  const audio = new Audio();
  let settled = false;
  let markStarted: (at: number) => void = () => undefined;
  let markFinished: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const started = new Promise<number>((resolve, reject) => {
    markStarted = resolve;
    fail = reject;
  });
  const finished = new Promise<void>((resolve, reject) => {
    markFinished = resolve;
    const failStart = fail;
    fail = (error) => {
      failStart(error);
      reject(error);
    };
  });
  // Nobody need wait for both; an unwaited rejection is not an error here.
  started.catch(() => undefined);
  finished.catch(() => undefined);
  const settle = (how: () => void) => {
    if (settled) return;
    settled = true;
    how();
  };
  audio.addEventListener('playing', () => markStarted(performance.now()), { once: true });
  audio.addEventListener('ended', () => settle(markFinished), { once: true });
  audio.addEventListener('error', () => settle(() => fail(cannotPlay())), { once: true });
  audio.src = url;
  // Refused (no click came first) or unplayable: the same to the caller.
  audio.play().catch(() => settle(() => fail(cannotPlay())));
  return {
    started,
    finished,
    stop() {
      settle(markFinished);
      audio.pause();
      audio.removeAttribute('src');
    },
  };
};
