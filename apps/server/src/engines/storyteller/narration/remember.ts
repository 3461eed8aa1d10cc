/**
 * Remembers the answers of a pure text function. Reading a parent's sentence with compromise
 * takes milliseconds; the same request is read again for its page count, for every seed and
 * for every retelling, so each sentence is read once.
 */
const LIMIT = 2000;

export function remembered<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as R;
    const answer = fn(...args);
    if (answers.size >= LIMIT) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
