/**
 * Which fast, successful requests are stored as a sample (decision 0031), with a bound on how
 * many a second (decision 0037): at TRACE_SAMPLE_RATE 0.05 a process answering 12,000 reads a
 * second wrote 600 span rows a second, and building and sending those inserts cost its reads a
 * twentieth of their time.
 *
 * Each request is kept with a probability: the rate, lowered when the last second's requests at
 * that rate would pass the bound. The probability is known when the choice is made, so the kept
 * request's weight (1 / probability) keeps the weighted count an unbiased estimate of all of them.
 */
export class QuickRequestSample {
  #second = -1;
  #seen = 0;
  #probability: number;

  constructor(
    private readonly rate: number,
    /** Kept requests a second, about; 0 leaves the rate unbounded. */
    private readonly maxPerSecond: number,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {
    this.#probability = rate;
  }

  /** The weight to store a quick request with, or null when it is not kept. */
  weightOfNext(): number | null {
    if (this.rate <= 0) return null;
    if (this.maxPerSecond > 0) this.#count();
    return this.random() < this.#probability ? 1 / this.#probability : null;
  }

  #count(): void {
    const second = Math.floor(this.now() / 1000);
    if (second !== this.#second) {
      // The second just past (none when a longer quiet came between) sets this one's probability.
      const lastSeen = second === this.#second + 1 ? this.#seen : 0;
      this.#probability = Math.min(this.rate, this.maxPerSecond / Math.max(lastSeen, 1));
      this.#second = second;
      this.#seen = 0;
    }
    this.#seen += 1;
  }
}
