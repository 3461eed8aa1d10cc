/** English lyrics. Couplets rhyme on their last letters so the rhyme survives any name. */
import type { LyricBank } from './lyric-bank.js';

export const LYRICS_EN: LyricBank = {
  titles: ['{H}’s Song', 'Sing Along with {H}', 'A Song for {HF}', '{T}: The Song'],
  intro: [
    ['{H} woke up with the sun,', 'ready for a day of fun.'],
    ['Here is {H}, brave and strong,', 'come along and sing this song.'],
    ['Clap for {H}, one, two, three,', 'happy as a bumblebee.'],
    ['Come and meet our {H} today,', 'ready now to run and play.'],
  ],
  place: [
    ['Down in {L}, far and wide,', 'sunny fields on every side.'],
    ['In {L} the breezes blow,', 'where the little flowers grow.'],
    ['{L} was the place to be,', 'full of things to hear and see.'],
    ['All through {L}, near and far,', 'underneath the morning star.'],
  ],
  home: [
    ['In a little house so bright,', 'with a window full of light.'],
    ['Near a meadow, by a tree,', 'was the happiest place to be.'],
    ['On a hill beside the sea,', 'was a home for you and me.'],
  ],
  friend: [
    ['{F} came skipping down the lane,', 'dancing in the summer rain.'],
    ['{H} and {F}, side by side,', 'took a happy, bumpy ride.'],
    ['Then along came {F}, hooray,', 'asking, can I come and play?'],
    ['{F} was a friend so kind,', 'the very best friend you could find.'],
  ],
  alone: [
    ['{H} looked left and then looked right,', 'everything was warm and bright.'],
    ['All the birds began to sing,', 'hello, hello to everything.'],
  ],
  journey: [
    ['Over hills and through the town,', 'up and up and down and down.'],
    ['{H} tried once and tried again,', 'counting up from one to ten.'],
    ['Step by step and hop by hop,', '{H} would never, never stop.'],
    ['Past the river, through the gate,', '{H} said, we will not be late!'],
  ],
  chorusOpen: [
    ['La la la, come sing with me,', '{HF}, one, two, three!'],
    ['Clap your hands and tap your feet,', 'sing with {HF}, nice and sweet!'],
    ['Swing up high and swing down low,', 'sing with {HF}, nice and slow!'],
    ['Shout hooray and clap along,', '{HF}, this is your song!'],
  ],
  chorusClose: [
    ['Every day can shine like gold', 'when there is a hand to hold.'],
    ['Sing it loud and sing it clear,', 'happy days are always near.'],
    ['Round and round the music goes,', 'from our heads down to our toes.'],
    ['Hold my hand and we will see', 'what a friend can really be.'],
  ],
  ending: [
    ['When the sun went down to rest,', '{H} said, this day was the best!'],
    ['Now the day is nearly done,', 'what a day for everyone!'],
    ['Off to bed and close your eyes,', 'dream of stars and starry skies.'],
  ],
  themes: {
    lost: {
      event: [
        ['Oh no, something went astray,', '{H} lost it on the way!'],
        ['Look in here and look in there,', 'searching, searching everywhere.'],
      ],
      lesson: [['Found at last, it was right there,', 'good friends always help and care.']],
    },
    brave: {
      event: [
        ['Something big was in the way,', '{H} felt shaky on that day.'],
        ['Take a breath and count to ten,', '{H} felt brave and strong again.'],
      ],
      lesson: [['Even when you feel so small,', 'you can be the bravest of all.']],
    },
    share: {
      event: [
        ['There was only one, you see,', 'one for you and none for me.'],
        ['{H} thought and then thought twice,', 'sharing would be very nice.'],
      ],
      lesson: [['Share a little, share a lot,', 'give the very best you’ve got.']],
    },
    friends: {
      event: [
        ['Then a trouble came along,', 'something had gone very wrong.'],
        ['One alone could never do it,', 'two together could get through it.'],
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
        ['{H} knew that fun was near,', 'and the sky was bright and clear.'],
      ],
      lesson: [['Big adventures start this way,', 'with a smile and come what may.']],
    },
  },
};
