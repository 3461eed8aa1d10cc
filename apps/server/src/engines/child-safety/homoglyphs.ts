/**
 * Letters of other alphabets that look like Latin a to z, folded to the Latin letter they imitate
 * ('kіll' with a Cyrillic і is 'kill'). A compact hand-kept map rather than Unicode's whole
 * confusables table (the `confusables` packages): that table also maps Latin to Latin ('m' to
 * 'rn', 'l' to 'I') and digits to letters, so it needs its own skeleton for every list word and
 * quarrels with the leetspeak step; this one only folds what a person can pass off as a Latin
 * letter, is read in one glance, and costs one lookup a character.
 *
 * Applied to canonically decomposed text (accents apart), so 'ё' and 'ó' fold through their base
 * letter. Full-width, mathematical, circled and superscript letters need no entry: NFKC folds them.
 */
// prettier-ignore
const PAIRS: Record<string, string> = {
  // Cyrillic capitals (folded before lower-casing, so 'В' becomes 'b', not 'в')
  А: 'a', В: 'b', Е: 'e', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', У: 'y', Х: 'x',
  Ѕ: 's', І: 'i', Ј: 'j', Ԁ: 'd', Ԍ: 'g', Һ: 'h', Ӏ: 'l', Ԛ: 'q', Ԝ: 'w', Ү: 'y', Ь: 'b', Ъ: 'b',
  // Cyrillic small letters
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', ѕ: 's', і: 'i', ј: 'j', ԁ: 'd', һ: 'h',
  ӏ: 'l', ԛ: 'q', ԝ: 'w', ү: 'y', к: 'k', м: 'm', н: 'h', т: 't', г: 'r', п: 'n', и: 'u', ь: 'b',
  ъ: 'b', ш: 'w', б: 'b', ѵ: 'v', Ѵ: 'v',
  // Greek capitals and small letters
  Α: 'a', Β: 'b', Ε: 'e', Ζ: 'z', Η: 'h', Ι: 'i', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't',
  Υ: 'y', Χ: 'x', Ϲ: 'c', α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o',
  ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', μ: 'u', ϲ: 'c', ϳ: 'j',
  // Armenian small letters
  օ: 'o', ս: 'u', ց: 'g', հ: 'h', ո: 'n', զ: 'q',
  // Cherokee capitals
  Ꭺ: 'a', Ᏼ: 'b', Ꮯ: 'c', Ꭰ: 'd', Ꭼ: 'e', Ꮐ: 'g', Ꮋ: 'h', Ꭻ: 'j', Ꮶ: 'k', Ꮮ: 'l', Ꮇ: 'm', Ꮲ: 'p',
  Ꮪ: 's', Ꭲ: 't', Ꮩ: 'v', Ꮃ: 'w', Ꮓ: 'z',
  // Latin small capitals and IPA letters
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l',
  ᴍ: 'm', ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
  ɑ: 'a', ɡ: 'g', ɩ: 'i', ı: 'i', ȷ: 'j', ʞ: 'k',
  // Latin letters with a stroke or a hook, which canonical decomposition leaves whole
  ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ħ: 'h', ŧ: 't', ƀ: 'b', ɨ: 'i', ʉ: 'u', ɇ: 'e',
  ƶ: 'z', ɏ: 'y', ɓ: 'b', ƈ: 'c', ɗ: 'd', ƒ: 'f', ɠ: 'g', ɦ: 'h', ƙ: 'k', ɱ: 'm', ɲ: 'n', ƥ: 'p',
  ʠ: 'q', ʂ: 's', ƭ: 't', ʋ: 'v', ⱳ: 'w', ƴ: 'y', ȥ: 'z', ɫ: 'l', ɭ: 'l',
};

const FOLD = new Map<number, string>(
  Object.entries(PAIRS).map(([from, to]) => [from.codePointAt(0)!, to]),
);

// Letter-like symbols without a compatibility decomposition: regional indicators (flag letters
// 🇦 to 🇿), negative circled 🅐 and negative squared 🅰 capitals.
for (const first of [0x1f1e6, 0x1f150, 0x1f170]) {
  for (let offset = 0; offset < 26; offset += 1) {
    FOLD.set(first + offset, String.fromCharCode(0x61 + offset));
  }
}

/** Folds look-alike letters to Latin; text without any non-ASCII character comes back as it is. */
export function foldHomoglyphs(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  let folded = '';
  for (const char of text) folded += FOLD.get(char.codePointAt(0)!) ?? char;
  return folded;
}
