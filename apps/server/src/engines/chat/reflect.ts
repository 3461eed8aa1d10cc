// "I like dinosaurs" said back as "You like dinosaurs": the child's first clause, with the
// speaker's words turned round (the reflection of the classic ELIZA programme).

const TURNED: Record<string, string> = {
  i: 'you',
  "i'm": "you're",
  im: "you're",
  am: 'are',
  my: 'your',
  me: 'you',
  mine: 'yours',
  myself: 'yourself',
  was: 'were',
  "i've": "you've",
};

const MOST_WORDS = 8;

export function reflected(message: string): string {
  const clause = message.split(/[.!?,;]/)[0]?.trim() ?? '';
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MOST_WORDS) return '';
  const turned = words.map((word) => TURNED[word.toLowerCase()] ?? word).join(' ');
  return turned.charAt(0).toUpperCase() + turned.slice(1);
}
