/**
 * English lines per story beat. Tokens: {H} hero, {F} friend on this page (":o" object,
 * ":s" possessive, ":n" the name itself), {L} this page's place, {HOME} the home place,
 * {D} a description phrase, {G} goal, {C} challenge, {E} event, {N} note name,
 * {FRIENDS} every friend's name. Each line may hold several sentences.
 */
import { allBands, bands, type PhraseBank } from './phrase-bank.js';

export const EN: PhraseBank = {
  'hero.appositive': bands(
    [
      'Once upon a time, there was {H:n}, {D}.',
      'Once there was {H:n}. {H:n} was {D}.',
      'Long ago, in a place like this one, lived {H:n}, {D}.',
    ],
    [
      'Once upon a time, there was {H:n}, {D}.',
      'Not so long ago, there lived {H:n}, {D}.',
      'Not so long ago there was {H:n}. {H:n} was {D}.',
      'In a place not far from here lived {H:n}, {D}.',
    ],
    [
      'Once upon a time, there lived {H:n}, {D}.',
      'Not so very long ago, and not so very far away, there lived {H:n}, {D}.',
      'If you had been walking by that day, you might have met {H:n}, {D}.',
      'This story began with {H:n}, {D}.',
    ],
  ),
  'hero.predicate': bands(
    ['Once upon a time, there was {H:n}. {H:n} {D}.', 'Long ago lived {H:n}, who {D}.'],
    [
      'Once upon a time, there was {H:n}, who {D}.',
      'Not so long ago, there lived {H:n}, who {D}.',
      'Not so long ago, there was {H:n}. {H:n} {D}.',
    ],
    [
      'Once upon a time, there lived {H:n}, who {D}.',
      'This story began with {H:n}, who {D}.',
      'Not so very long ago, there lived {H:n}. Everyone knew that {H:n} {D}.',
    ],
  ),
  'hero.plain': bands(
    ['Once upon a time, there was {H:n}.', 'Long ago, there lived {H:n}.'],
    [
      'Once upon a time, there was {H:n}.',
      'Not so long ago, there lived someone called {H:n}.',
      'There was once someone called {H:n}.',
    ],
    [
      'Once upon a time, there lived someone called {H:n}.',
      'This story began with someone called {H:n}.',
      'Not so very long ago, and not so very far away, there lived {H:n}.',
    ],
  ),
  'home.appositive': bands(
    ['{H} lived in {L}, {D}.', 'Home was {L}, {D}.'],
    [
      '{H} lived in {L}, {D}.',
      '{H:s} favourite place was {L}, {D}.',
      'Home for {H:o} was {L}, {D}.',
    ],
    [
      '{H:s} home was {L}, {D}.',
      'Most days began in {L}, {D}.',
      'There was no place {H} liked better than {L}, {D}.',
    ],
  ),
  'home.plain': bands(
    ['{H} lived in {L}.', 'Home was {L}.'],
    [
      '{H} lived in {L}.',
      '{H:s} favourite place in the whole world was {L}.',
      'Most days, {H} could be found in {L}.',
    ],
    [
      '{H:s} home was {L}.',
      'There was no place {H} liked better than {L}.',
      'Most mornings began in {L}.',
    ],
  ),
  'home.invented': bands(
    ['{H} lived in a little round house.', 'Home was a cosy house with a red door.'],
    [
      '{H} lived in a cosy little house at the edge of a meadow.',
      'Home was a small blue house with a crooked chimney and a garden full of daisies.',
    ],
    [
      'Home was a crooked little cottage at the edge of a meadow, where the grass grew tall and the bees hummed all day.',
      '{H} lived in a small house with a round window, just right for watching the clouds.',
    ],
  ),
  mood: bands(
    [
      'The sun was warm.',
      'The sky was blue.',
      'Birds sang tweet, tweet, tweet.',
      'It was a happy, sunny day.',
    ],
    [
      'The sun was warm and the sky was as blue as a blueberry.',
      'A soft breeze was blowing, and the birds were singing their morning songs.',
      'Everything was calm and bright.',
      'Little white clouds drifted across the sky like sheep.',
    ],
    [
      'The morning light spilled across the grass, as warm as honey.',
      'A gentle breeze carried the smell of flowers and fresh bread.',
      'It was the kind of bright, quiet morning that seemed to be waiting for something to happen.',
      'Somewhere nearby a blackbird was practising its song, over and over.',
    ],
  ),
  'friend.appositive': bands(
    ['{H} knew {F:n}. {F:n} was {D}.', 'Along came {F:n}, {D}.'],
    [
      '{F:n}, {D}, lived nearby.',
      'Nearby lived {F:n}, {D}.',
      '{H} often played with {F:n}, {D}.',
      'And there was {F:n}, {D}.',
    ],
    [
      'Just down the path lived {F:n}, {D}.',
      'Never far from {H:o} was {F:n}, {D}.',
      'Then there was {F:n}, {D}, who always seemed to turn up at exactly the right moment.',
      'On most days {H} was not alone, because {F:n}, {D}, was never far away.',
      'And of course there was {F:n}, {D}.',
    ],
  ),
  'friend.predicate': bands(
    ['Along came {F:n}! {F:n} {D}.', '{F:n} was there too. {F:n} {D}.'],
    [
      'Nearby lived {F:n}, who {D}.',
      'Close by lived {F:n}, who {D}.',
      'And there was {F:n}, who {D}.',
    ],
    [
      'Just down the path lived {F:n}, who {D}.',
      'Never far from {H:o} was {F:n}, who {D}.',
      'Then there was {F:n}, who {D}, and who always seemed to turn up at exactly the right moment.',
    ],
  ),
  'friend.plain': bands(
    ['Along came {F:n}!', '{F:n} was there too.'],
    ['Close by lived {F:n}.', 'Nearby lived {F:n}.', 'And there was {F:n}, of course.'],
    [
      'Just down the path lived {F:n}.',
      'Never far from {H:o} was {F:n}.',
      'On most days {F:n} was never far away.',
      'And of course there was {F:n}.',
    ],
  ),
  'friends.together': bands(
    ['They liked to play all day.', 'It was good to be together.'],
    ['Together they laughed a lot.', 'Together they made a very good team.'],
    [
      'Together they made the kind of team that could do almost anything.',
      'They did not always agree, but they always stuck together.',
    ],
  ),
  'place.appositive': bands(
    ['They came to {L}, {D}.', 'Off they went to {L}, {D}.'],
    ['At last they reached {L}, {D}.', 'The path led to {L}, {D}.', 'Soon they came to {L}, {D}.'],
    [
      'The path wound on until it reached {L}, {D}.',
      'Before long they arrived at {L}, {D}.',
      'Their steps carried them to {L}, {D}.',
    ],
  ),
  'place.plain': bands(
    ['Off they went to {L}.', 'They came to {L}.'],
    ['Soon they came to {L}.', 'The path led all the way to {L}.', 'Off they went to {L}.'],
    [
      'Before long they arrived at {L}.',
      'The path wound on until it reached {L}.',
      'Their steps carried them to {L}.',
    ],
  ),
  'note.lead': bands(
    ['{H} remembered something.', 'Oh! {H} knew something.'],
    [
      'Then {H} remembered something important.',
      'Just then, {H} thought of something.',
      'Something popped into {H:s} head.',
    ],
    [
      'A memory floated up, light as a feather.',
      'Something tugged at the edge of {H:s} memory.',
      'All at once, {H} remembered something that mattered.',
    ],
  ),
  'note.named': bands(
    ['{N}! {H} remembered.', '{N}! Yes!'],
    ['{N}! {H} remembered it just in time.', '“{N}!” said {H:n}.'],
    ['“{N},” {H} whispered, and smiled.', '{N}! How could anyone forget?'],
  ),
  'event.lead': bands(
    [
      'One day, something happened.',
      'Then, one day, what a surprise!',
      'One morning, something new happened.',
    ],
    [
      'Then, one day, something unexpected happened.',
      'One bright morning, everything changed.',
      'But one day was different from all the others.',
    ],
    [
      'But one morning, something happened that nobody had planned.',
      'Then came a day that did not go the usual way.',
      'It all began on a perfectly ordinary morning.',
    ],
  ),
  'event.invented': bands(
    [
      'Whoosh! The wind blew and blew.',
      'A little star fell down, down, down.',
      'Then a letter came.',
    ],
    [
      'A gust of wind came whooshing over the hill and swept everything into a whirl.',
      'A tiny star tumbled out of the sky and landed, plink, in the grass.',
      'A letter arrived, tied with a red ribbon, with no name on the back.',
      'A mysterious map blew in through the window and landed right at {H:s} feet.',
    ],
    [
      'A gust of wind came tumbling over the hill, rattling the windows and scattering leaves like confetti.',
      'A tiny star slipped out of the night sky and landed in the grass, glowing like a lantern.',
      'A letter arrived with a red ribbon and a wobbly drawing of a key on the front.',
      'An old map drifted in through the open window, its corners soft and curled with age.',
    ],
  ),
  'event.reaction': bands(
    ['“Oh!” said {H:n}.', '{H} looked and looked.', 'Oh, my!'],
    ['{H} stared with wide eyes.', '“Well, I never!” said {H:n}.', '{H} could hardly believe it.'],
    [
      '{H} blinked, then blinked again, just to be sure.',
      '“Now that,” said {H:n}, “is something new.”',
      'For a moment, nobody moved at all.',
    ],
  ),
  'goal.vp': bands(
    ['{H} wanted to {G}.', 'What did {H} want? To {G}!'],
    [
      'More than anything, {H} wanted to {G}.',
      '{H} made up {H:s} mind: it was time to {G}.',
      'There was only one thing to do, and that was to {G}.',
    ],
    [
      'More than anything in the world, {H} wanted to {G}.',
      'Nothing would stop {H}: it was time to {G}.',
      '{H} knew, right down to the tips of {H:s} toes, that it was time to {G}.',
    ],
  ),
  'goal.np': bands(
    ['{H} wanted {G}.', '{H} wished for {G}.'],
    ['More than anything, {H} wished for {G}.', 'What {H} wanted most of all was {G}.'],
    [
      'More than anything in the world, {H} longed for {G}.',
      'If {H} could have just one wish, it would be {G}.',
    ],
  ),
  'goal.clause': bands(
    ['{H} hoped and hoped that {G}.', 'More than anything, {H} hoped that {G}.'],
    ['More than anything, {H} hoped that {G}.', '{H} made a wish: that {G}.'],
    ['With all {H:s} heart, {H} hoped that {G}.', 'A wish began to grow in {H:s} heart: that {G}.'],
  ),
  'goal.retold': bands(
    ['{H} had a big wish. It was about {G}.'],
    ['{H} had one big wish, and it was all about {G}.'],
    ['A wish had been growing in {H:s} heart for a while, and it was all about {G}.'],
  ),
  'resolve.done': bands(
    ['And then {H} did it! {H} {GD}!', 'Yes! At last, {H} {GD}.'],
    ['And at last, {H} {GD}.', 'It worked! In the end, {H} {GD}.'],
    ['And so, at long last, {H} {GD}.', 'It worked. After everything, {H} {GD}.'],
  ),
  'resolve.retold': bands(
    ['And the wish came true!', 'Hooray! It all worked out!'],
    ['And just like that, the wish came true.', 'Everything {H} had wished for came true.'],
    [
      'And the wish, the one that had seemed so impossible, came true.',
      'Little by little, everything fell into place.',
    ],
  ),
  'event.retold': bands(
    ['It all began with {E}.'],
    ['It all began with {E}.', 'It all started with {E}.'],
    ['It all began with {E}, and nobody expected what came next.', 'It all started with {E}.'],
  ),
  'challenge.retold': bands(
    ['But oh no! There was trouble with {C}.', 'Uh-oh. {C} made things hard.'],
    ['But there was a problem with {C}.', 'Only one thing stood in the way: {C}.'],
    ['But there was a catch, and it had to do with {C}.'],
  ),
  challenge: bands(
    ['But oh no! {C}', 'Uh-oh. {C}', 'But there was a problem. {C}'],
    [
      'But there was a problem: {C}.',
      'Only one thing stood in the way: {C}.',
      'There was just one trouble: {C}.',
    ],
    [
      'But there was a catch: {C}.',
      'The trouble was this: {C}.',
      'Only one thing stood in the way, and it was not a small thing: {C}.',
    ],
  ),
  'problem.reaction': bands(
    ['{H} felt sad.', 'Oh dear, oh dear.', 'What could {H} do?'],
    ['{H} sighed a long sigh.', 'What was {H} going to do now?', '{H} sat down to think.'],
    [
      '{H} sat very still and tried to think.',
      'It was, {H} decided, the biggest problem in the world.',
      '“Well,” said {H:n} slowly, “this is a puzzle.”',
    ],
  ),
  'try.alone': bands(
    ['First, {H} tried alone.', '{H} tried and tried.'],
    ['First, {H} tried to do it all alone.', '{H} tried the quickest way first.'],
    [
      'At first, {H} decided to manage everything alone.',
      'The first plan was a fast one, and {H} did not stop to think it through.',
    ],
  ),
  'try.action': bands(
    ['{H} hopped and hopped.', '{H} pushed and pushed.', '{H} ran and ran.'],
    [
      '{H} hurried this way and that way.',
      '{H} pushed and pulled with all {H:s} might.',
      '{H} jumped higher than ever before.',
    ],
    [
      '{H} rushed about, trying one thing and then another, faster and faster.',
      '{H} huffed and puffed and tried every trick there was.',
      '{H} climbed, stretched and wriggled until {H:s} whole body ached.',
    ],
  ),
  'try.fail': bands(
    ['But no. It did not work.', 'No, not yet!', 'Oh dear. It did not work.'],
    [
      'But it did not work at all.',
      'But rushing only made things worse.',
      'Nothing happened, except that {H} got very tired.',
    ],
    [
      'It was no use. The harder {H} tried, the further away the answer seemed.',
      'Nothing. Not even a little bit.',
      'It did not work, and a small, heavy lump of worry settled inside {H:o}.',
    ],
  ),
  'try.friend.here': allBands([
    '“Let me help,” said {F:n}.',
    '“I can help,” said {F:n}.',
    '“Two heads are better than one,” said {F:n}.',
  ]),
  'try.friend': bands(
    ['{F} came to help.', '“I can help,” said {F}.'],
    [
      'Then {F} came along. “Let me help,” said {F:n}.',
      '{H} asked {F} for help.',
      '“Two heads are better than one,” said {F}, and came to help.',
    ],
    [
      'That was when {F} appeared, carrying a very good idea, or at least a very nearly good one.',
      '“You look like you could use a hand,” said {F}.',
      '{H} went to find {F}, who was always good at thinking.',
    ],
  ),
  'try.together': bands(
    ['They tried together.', 'One, two, three, go!'],
    ['Together they tried a new way.', 'They counted to three and tried again.'],
    [
      'Together they tried a new plan, slower and more careful this time.',
      'They made a plan, drew it in the dirt with a stick, and tried again.',
    ],
  ),
  'try.half': bands(
    ['It almost worked!', 'Nearly there!'],
    [
      'It almost worked, but not quite.',
      'They got a little bit closer, but not close enough.',
      'It worked a tiny bit, and then it stopped.',
    ],
    [
      'For one wonderful moment it looked like it would work, and then, just like that, it didn’t.',
      'They were closer than before, but not yet close enough.',
      'It half worked, which was also, sadly, half not working.',
    ],
  ),
  'try.third': bands(
    ['{H} tried one more time.', 'Again! One more time!'],
    ['{H} did not give up. It was time for one more try.', 'So they tried something else.'],
    [
      'So they tried a third way, a clever, careful, sideways sort of way.',
      'Not ready to give up, they tried one more plan.',
    ],
  ),
  low: bands(
    ['{H} sat down. {H} felt a bit sad.', '{H} was tired and a little sad.'],
    [
      '{H} sat on a rock and felt like giving up.',
      'The sun was sinking low, and {H} felt very small.',
      '{H} gave a long, wobbly sigh and felt very small.',
    ],
    [
      '{H} sat down on a mossy stone, feeling smaller than ever.',
      'For a while, nobody said anything at all, and that was alright too.',
    ],
  ),
  'low.comfort': bands(
    ['{F} gave {H:o} a big hug.', 'A hug helped.'],
    [
      '{F} sat down too, close enough for their shoulders to touch.',
      'A little bird landed nearby and sang a cheerful song.',
    ],
    [
      '{F} sat down beside {H:o} and said nothing, which was exactly the right thing to say.',
      'A ladybird landed on {H:s} knee, as if to say, “Don’t stop now.”',
    ],
  ),
  'turn.lead': bands(
    ['Then {H} had an idea!', 'Wait! An idea!'],
    [
      'Then, all of a sudden, {H} had an idea.',
      'Just then, a brand new idea popped up, as light as a bubble.',
    ],
    [
      'And then, quite suddenly, an idea arrived, bright and simple.',
      'Everything went quiet for a moment, and in the quiet, {H} could think.',
    ],
  ),
  'resolve.vp': bands(
    ['And then {H} did it! {H} could {G}!', 'Yes! At last, {H} was able to {G}.'],
    [
      'And at last, {H} was able to {G}.',
      'It worked! Together they managed to {G}.',
      'Slowly and carefully, they were able to {G}.',
    ],
    [
      'And so, at long last, {H} managed to {G}.',
      'It worked. After everything, they had found a way to {G}.',
    ],
  ),
  'resolve.np': bands(
    ['And look! {G}, at last!', 'Hooray! {H} got {G}!'],
    ['And at last, there it was: {G}.', 'It worked, and now {H} had {G}.'],
    ['And there, at long last, was {G}.', 'After all that, {H:s} wish had come true: {G}.'],
  ),
  'resolve.clause': bands(
    ['And then {GD}! Hooray!', 'Yes! At last, {GD}.'],
    ['And at last, {GD}, just as {H} had hoped.', 'In the end, {GD}.'],
    ['And in the end, {GD}, exactly as {H} had hoped.', 'Little by little, {GD}.'],
  ),
  'joy.asleep': allBands([
    'And {H} slept, snug and warm, all night long.',
    '{H} slept like a little log, smiling in {H:s} sleep.',
  ]),
  joy: bands(
    ['{H} jumped for joy!', 'Hooray, hooray!', 'Everyone clapped and clapped.'],
    [
      '{H} laughed and danced a happy little dance.',
      'Everybody cheered so loudly that the birds joined in.',
      '{H} felt warm and fizzy inside.',
    ],
    [
      '{H} laughed until {H:s} sides ached.',
      'They cheered so loudly that the sparrows flew off.',
      'Happiness bubbled up inside {H:o} like lemonade.',
    ],
  ),
  celebrate: bands(
    ['{FRIENDS} came too. What a party!', '{H} had a party with {FRIENDS}. Yay!'],
    [
      'That evening, {H} had a little party with {FRIENDS}.',
      '{H} sat down with {FRIENDS} and they all shared a picnic.',
    ],
    [
      'That evening there was a small celebration: {H} with {FRIENDS}, all talking at once.',
      'They gathered together, {H} with {FRIENDS}, and told the whole adventure again from the start.',
    ],
  ),
  journey: bands(
    ['They walked and walked.', 'Over the bridge. Past the tree.', 'Tip-tap went their feet.'],
    [
      'They walked past tall sunflowers and a pond full of frogs.',
      'The path climbed a hill and ran down again.',
      'Along the way, a butterfly showed them which way to go.',
      'They followed the winding path, one step after another.',
      'A little stream ran beside them, chattering all the way.',
      'They passed a gate, a stile and a very old signpost.',
    ],
    [
      'The path twisted past a field of nodding sunflowers and a pond where frogs argued politely.',
      'They crossed a little bridge, counting the planks as they went.',
      'A cheeky squirrel followed them for a while, chattering about nothing in particular.',
      'The path wandered on, past hedges full of secrets and a gate that creaked hello.',
    ],
  ),
  rest: bands(
    ['They had a snack. Yum!', 'Time for a rest.'],
    [
      'They stopped for a snack of apples and crunchy biscuits.',
      'They rested in the shade of a big old tree.',
      'They sat on a fallen log to catch their breath.',
    ],
    [
      'They stopped beneath an old oak for a snack and a rest.',
      'For a moment, they watched the clouds: a rabbit, a teapot, a sleepy dragon.',
    ],
  ),
  closing: bands(
    [
      'And {H} fell asleep, happy and snug.',
      'Goodnight, {H:n}. Sleep tight.',
      'The moon smiled. The stars twinkled. Goodnight!',
    ],
    [
      'That night, {H} fell asleep with a big smile.',
      'And when the stars came out, {H} was already dreaming of the adventures still to come.',
      'Goodnight, {H:n}. Goodnight, moon. Goodnight, everyone.',
    ],
    [
      'That night, as the stars came out one by one, {H} fell asleep smiling.',
      'And that night, {H} laughed softly in a happy dream.',
      'The day was done, the moon was up, and {H} was snug and warm and happy.',
    ],
  ),
  'closing.end': allBands(['The end.']),
  silly: bands(
    ['A duck went quack. {H} laughed.', 'Boing! A frog jumped on {H:s} head!'],
    [
      'A frog hopped by wearing a leaf as a hat, and everybody giggled.',
      'Somebody’s tummy rumbled so loudly that a cow mooed back.',
    ],
    [
      'A very serious-looking duck waddled past, quacked once, and left, which for some reason was the funniest thing ever.',
      'Somebody sneezed so hard that a dandelion exploded into a hundred tiny parachutes.',
    ],
  ),
};

/** Goals and challenges invented when the family leaves them blank. */
export const EN_INVENTED = {
  goals: [
    'find the way to the top of the tallest hill',
    'bring the little star back to the sky',
    'find out who sent the mysterious letter',
    'follow the old map to its very end',
    'make the best surprise anyone had ever seen',
    'find the missing key to the garden gate',
  ],
  challenges: [
    'the path was long and full of muddy puddles',
    'a thick, grey fog rolled in and hid the way',
    'nobody knew quite where to start',
    'the wind kept blowing everything away',
    'the bridge over the stream had washed away in the rain',
  ],
};
