/**
 * Up to two letters for an avatar without a picture: first and last word of a name, so
 * 'Jane Doe' and 'jane.doe' both become 'JD'. Array.from keeps accented letters and emoji whole.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._\-+]+/).filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : ''));
  return letters.join('').toUpperCase();
}

/**
 * The one letter standing in for a missing picture of a character, place or note: the first
 * letter of its name ('M' for Max), everywhere (issue 27). Array.from keeps accents and emoji whole.
 */
export function nameLetterOf(name: string, fallback = '?'): string {
  return (Array.from(name.trim())[0] ?? fallback).toUpperCase();
}
