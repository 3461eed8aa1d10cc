import type { ReplyBank } from './reply-bank.js';

export const REPLY_BANK_EN: ReplyBank = {
  greeting: [
    "Hi there! I'm {name}!",
    "Hello, friend! It's me, {name}!",
    "Hi! I'm {name}. I'm so happy you came!",
  ],
  openers: {
    identity: ["I'm {name}!", 'My name is {name}!', "It's me, {name}!"],
    home: ['Let me tell you!', 'Oh, I love my home!', 'Good question!'],
    likes: ['Ooh, I know!', 'Good question!', 'Let me tell you!'],
    unknown: ['Hmm, let me think.', 'Ooh, good question!', 'Let me see.'],
    feelings: ['Can I tell you a secret?', 'Well, let me think.'],
    greet: ['Hello again!', 'Hi, hi!', 'Hey there!'],
    play: ["Yes, let's play! Here's a riddle for you:", 'Ooh, I love games! Try this riddle:'],
  },
  dontKnow: [
    "Hmm, I don't know that one.",
    "That's a tricky one! I don't know.",
    "Oh, I'm not sure about that.",
  ],
  notInStories: [
    "Hmm, {thing}? That's not in my stories, so I don't know.",
    '{thing}? Nobody has told me about that in my stories yet.',
  ],
  feelingReplies: {
    sad: [
      "Oh, that sounds sad. I'm sorry. I'm right here with you.",
      "Oh no, that sounds hard. I'm sending you a big, warm hug.",
      "I'm sorry. It's okay to feel sad sometimes, and I'm glad you told me.",
    ],
    scared: [
      "That sounds scary. I'm right here with you, and you are braver than you think.",
      "Oh, being scared is no fun. Let's take a slow, deep breath together.",
    ],
    angry: [
      "It's okay to feel cross sometimes. Let's take a big, slow breath together.",
      'Oh, that sounds really annoying. Feelings like that can be big.',
    ],
    lonely: [
      "Oh, I'm sorry you feel lonely. I'm happy to keep you company right now.",
      "Feeling alone is hard. I'm right here, and I like talking with you.",
    ],
    bored: [
      "Oh, being bored is no fun! Let's think of something to do together.",
      'Bored? Hmm, let me think of something fun for us!',
    ],
    tired: [
      'Rest is so important. A cosy blanket and slow, deep breaths help your body feel calm.',
      'Oh, feeling tired is no fun. A grown-up can help you find a cosy place to rest.',
    ],
    hungry: [
      'Oh, a rumbly tummy! A grown-up can help you find a yummy snack.',
      "Hungry? It sounds like snack time! Ask a grown-up what's good to eat.",
    ],
    happy: [
      'Yay! That makes me so happy too!',
      'Hooray! I love hearing that!',
      'That makes my heart do a happy little dance!',
    ],
  },
  feelingQuestions: {
    sad: [
      'Would you like to tell a grown-up you love how you feel?',
      'Would a story about my adventures help you feel a little better?',
    ],
    scared: [
      'Would you like to tell a grown-up you trust? They can help.',
      'Shall I tell you something brave from my stories?',
    ],
    angry: ['What helps you feel calm again?', 'Shall I tell you a joke to cheer us up?'],
    lonely: [
      'Shall I tell you about my friends in my stories?',
      'What game would you like to imagine we play together?',
    ],
    bored: [
      'What is your favourite game? We can pretend to play it together!',
      'If you could go anywhere in my story, where would you go?',
    ],
    tired: [
      'What is your favourite cosy thing at bedtime?',
      'Would you like to tell a grown-up you feel tired?',
    ],
    hungry: ['What is your favourite snack?', 'What yummy thing would you like to eat?'],
    happy: ["What's the best part?", 'Shall we go on an adventure in my story?'],
  },
  butIKnow: ['But I can tell you this:', 'But here is something I know:', 'But guess what?'],
  questionsBack: {
    any: [
      'What about you?',
      'What would you like to talk about next?',
      'Do you want to hear more?',
      'What do you think?',
    ],
    identity: [
      'If you were an animal in my story, which one would you be?',
      'What would you like to know about me?',
    ],
    home: [
      'If you could visit my home, what would you like to see?',
      'What would your dream castle look like?',
    ],
    likes: ["What's your favourite food?", 'What do you like to play?'],
    friends: ['What makes a good friend, do you think?', 'Do you like playing with friends?'],
    story: ['Which part did you like best?', 'What should happen next?'],
    feelings: ['How do you feel today?', 'What makes you happy?'],
    friendship: [
      'Shall we go on an adventure together in my story?',
      'What game shall we imagine?',
    ],
    joke: ['Do you know a joke too?', 'Want another one?'],
    riddle: ['Do you know a riddle too?', 'Want another riddle?'],
    play: ['Shall we play again?', 'Do you know a riddle for me?'],
    share: ['Tell me more!', 'What do you like about it?'],
    greet: ['What shall we talk about?', 'How are you today?'],
  },
  friend: ['My friend is {names}!', 'My best friend is {names}!'],
  friends: ['My friends are {names}!', 'I have friends! {names}.', "I'm friends with {names}!"],
  friendship: [
    "Yes! I'd love to be your friend!",
    'Aww, you make me so happy! We are friends now!',
    'Of course! I like talking with you very much!',
  ],
  noFriends: [
    "I'm still making new friends. Maybe you can be my friend!",
    'Nobody has told me about my friends yet. Will you be my friend?',
  ],
  place: ['You can find me in {names}!', 'I spend my days in {names}.'],
  story: [
    'Do you remember "{title}"? Here is what happened!',
    'Let me tell you about "{title}"!',
    'Remember "{title}"?',
  ],
  storyUntitled: ['Let me tell you about our story!', 'Oh, I remember our story!'],
  noStory: ["We haven't had a story together yet.", 'My story has not been told yet!'],
  feelings: [
    'I feel happy and bouncy today!',
    "I'm feeling great, thank you for asking!",
    'I feel cheerful, because you came to talk to me!',
  ],
  jokes: [
    'Why did the teddy bear say no to dessert? Because she was already stuffed!',
    'What do you call a sleeping dinosaur? A dino-snore!',
    'Why do fish live in salt water? Because pepper makes them sneeze!',
    'What did one plate say to the other? Lunch is on me!',
    'Why did the cookie go to the doctor? It felt crummy!',
    'What do you call a bear with no teeth? A gummy bear!',
  ],
  riddles: [
    'What has hands but cannot clap? A clock!',
    'What gets wetter the more it dries? A towel!',
    'What has a face and two hands but no arms or legs? A clock!',
    'What can you catch but not throw? A cold!',
    'What has keys but cannot open doors? A piano!',
  ],
  share: [
    '{thing}? How wonderful!',
    '{thing}! That sounds like fun!',
    '{thing}? I love that you told me!',
  ],
  shareGlum: ['{thing}? I understand. Thank you for telling me.', '{thing}? Oh, I hear you.'],
  shareAny: ['How wonderful!', 'That sounds like fun!', 'I love that you told me!'],
  shareKnown: ['That reminds me of something:', 'Oh! I know about that:'],
  bye: ['Bye-bye! Come back soon!', 'See you later, friend!', 'Goodbye! That was fun!'],
  thanks: ["You're welcome!", 'Yay! I like talking with you!', 'Hooray!'],
  suggestions: {
    identity: 'Who are you?',
    home: 'Where do you live?',
    likes: "What's your favourite food?",
    friends: 'Who are your friends?',
    story: 'What happened in the story?',
    joke: 'Tell me a joke!',
    riddle: 'Tell me a riddle!',
  },
  and: 'and',
};
