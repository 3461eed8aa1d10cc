/**
 * English lyrics: every line seven syllables (the "Twinkle, twinkle, little star" line), sung to
 * a seven-note phrase. Couplets rhyme on their last words, which are never names.
 */
import type { LyricBank } from './lyric-bank.js';

export const LYRICS_EN: LyricBank = {
  syllables: 7,
  titles: ['{H}’s Song', 'Sing Along with {H}', 'A Song for {HF}', '{T}: The Song'],
  intro: [
    ['(Oh, ){H} woke up with the sun,', 'ready for a day of fun.'],
    ['(Look, )here is {H}, come and see,', 'happy as a bumblebee.'],
    ['Come and meet (our ){H} today,', 'ready now to run and play.'],
    ['Once upon a sunny day,', 'someone small came out to play.'],
  ],
  place: [
    ['(All )down in {L} we play,', 'laughing all the sunny day.'],
    ['(Oh, ){L} was the place to be,', 'full of things to hear and see.'],
    ['In {L} the (cool )breezes blow,', 'singing softly, soft and low.'],
    ['Come along to {L} with me,', 'what a lovely place to be.'],
  ],
  home: [
    ['In a little house so bright,', 'with a window full of light.'],
    ['Near a meadow, by a tree,', 'was the sweetest place to be.'],
  ],
  friend: [
    ['(Then )(along )came {F}, hooray,', 'asking, can I come and play?'],
    ['(Oh, ){H} and {F}, side by side,', 'took a happy, bumpy ride.'],
    ['(Oh, ){F} was a friend so kind,', 'the best friend that you could find.'],
  ],
  alone: [
    ['(Oh, ){H} looked left, then looked right,', 'everything was warm and bright.'],
    ['All the birds began to sing,', 'hello, hello, everything.'],
  ],
  journey: [
    // No place is named here: a verse must not sing of a river the story never had.
    ['Off they went, and off they ran,', 'following their clever plan.'],
    ['(Oh, ){H} tried and tried again,', 'counting up from one to ten.'],
    ['Step by step and hop by hop,', 'on and on, they would not stop.'],
    ['Left and right and round the bend,', 'side by side until the end.'],
  ],
  thing: [
    ['(Oh, ){H} held {O} tight,', 'holding on with all their might.'],
    ['(Oh, )(see how ){O} shines (so )bright,', 'like a little star at night.'],
    ['(Oh, )they kept {O} near,', 'safe and sound and always here.'],
  ],
  ending: [
    ['When the sun went down to rest,', '(Oh, ){H} said, this day was best!'],
    ['Now the day is nearly done,', 'what a day for everyone!'],
    ['Off to bed and close your eyes,', 'dream of stars and starry skies.'],
  ],
  chorusNames: [
    ['{HF}, (oh, )(come )(and )sing,', 'songs of every lovely thing.'],
    ['(Hey, )(hey, )(come, )sing with {HF} today,', 'clap your hands and shout hooray.'],
    ['(Hey, )(hey, ){HF}, sing along,', 'this one is your happy song.'],
    ['(Hey, )(hey, )sing with {H} today,', '(and )(with ){F}, hip hooray!'],
  ],
  chorusGoal: {
    find: [
      ['(Oh, )we will find {O} today,', 'and we’ll sing it all the way.'],
      ['(Oh, )we’ll find {O} today,', 'and we’ll sing it all the way.'],
      ['(Look, )(and )find {O} near and far,', 'following the brightest star.'],
    ],
    bring: [
      ['(Oh, )(we’ll )bring {O} home tonight,', 'hold it close and hold it tight.'],
      ['(See, )(we’ll )carry {O} all the way,', 'home before the end of day.'],
    ],
    reach: [
      ['Off to {L}, (off )we ride,', 'singing, walking side by side.'],
      ['(Come, )we’re going to {L} today,', 'and we’ll sing it all the way.'],
    ],
    make: [
      ['(Oh, )(we’ll )make {O} with care,', 'share it here and share it there.'],
      ['(Oh, )(see how ){O} shines so bright,', 'made with love and made just right.'],
    ],
    help: [
      ['{H} will help a friend today,', 'and we’ll sing it all the way.'],
      ['Helping hands and hearts so kind', 'leave no little friend behind.'],
    ],
    thing: [
      ['(Oh, )hold {O} up (so )bright,', 'like a little star at night.'],
      ['(Oh, )(with ){O} in hand,', 'off we go across the land.'],
    ],
  },
  chorusClose: [
    ['Every day can shine like gold', 'when there is a hand to hold.'],
    ['Sing it loud and sing it clear,', 'happy days are always near.'],
    ['Round and round the music goes,', 'from our heads down to our toes.'],
  ],
  calm: {
    intro: [
      ['(Hush, )here is {H}, tucked in tight,', 'snug and cosy for the night.'],
      ['(Oh, ){H} could not sleep at all,', 'watching shadows on the wall.'],
    ],
    journey: [['Counting sheep, one, two and three,', 'soft and slow as slow can be.']],
    chorusNames: [
      ['(Hush, )(hush, ){H}, (now, )close your eyes,', 'sleep beneath the starry skies.'],
      ['(Little ){H}, (now )it’s time for bed,', 'rest your sleepy little head.'],
    ],
  },
  lively:
    /\b(sun|sunny|hooray|shout|ran|run|play|bumpy|clap|bumblebee|woke|fun|hop|loud|sparkled)\b/i,
  themes: {
    lost: {
      event: [
        ['Oh no, something went astray,', 'lost somewhere along the way.'],
        ['Look in here and look in there,', 'searching, searching everywhere.'],
      ],
      lesson: [['Found at last, it was right there,', 'good friends always help and care.']],
    },
    brave: {
      event: [
        ['Something big was in the way,', '(and )(so ){H} felt scared that day.'],
        ['Take a breath and count to ten,', 'brave and strong, we try again.'],
      ],
      lesson: [['Even when you feel so small,', 'you can still be brave and tall.']],
    },
    share: {
      event: [
        ['There was only one, you see,', 'one for you and none for me.'],
        ['Sharing makes the heart feel light,', 'one for you, and all is right.'],
      ],
      lesson: [['Share a little, share a lot,', 'give the very best you’ve got.']],
    },
    friends: {
      event: [
        ['Then a trouble came along,', 'something had gone very wrong.'],
        ['One alone could not get far,', 'two can reach a shining star.'],
      ],
      lesson: [['Friends who help each other out', 'know what friendship is about.']],
    },
    night: {
      event: [
        ['When the moon came out to play,', 'night had chased the sun away.'],
        ['Stars came out above the hill,', 'all the world was soft and still.'],
      ],
      lesson: [['Snuggle in and say goodnight,', 'hold your teddy bear so tight.']],
    },
    adventure: {
      event: [
        ['Then one morning, what a sight,', 'something sparkled, shiny bright!'],
        ['(Oh, ){H} knew that fun was near,', 'and the sky was bright and clear.'],
      ],
      lesson: [['Big adventures start this way,', 'with a smile and come what may.']],
    },
  },
};
