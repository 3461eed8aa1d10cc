/**
 * The family's words, in both languages, as regular-expression alternatives: one list for the
 * kin words in names ("Grandma Rosa"), for who lives with the hero, and for a plot that starts
 * with a person ("Grandpa does not leave the house").
 */
const alternatives = (words: string) => words.split(' ').join('|');

export const GRANDPARENTS = alternatives(
  'grandma grandpa granny grandad granddad nana abuel[oa] abuelit[oa]',
);
export const PARENTS = alternatives(
  'mum mom mummy mommy dad daddy mother father mamá papá madre padre',
);
export const SIBLINGS = alternatives('sister brother twin hermana hermano hermanit[oa] gemel[oa]');
export const AUNTS_AND_UNCLES = alternatives('aunt auntie aunty uncle tí[oa]');
