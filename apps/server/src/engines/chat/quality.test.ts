import { describe, expect, it } from 'vitest';
import { readChildMessage } from './child-message-safety.js';
import type { CharacterSheet, ChatLanguage } from './chat-port.js';
import { toFirstPerson } from './first-person.js';
import { offlineReply } from './offline-chat.js';
import { REPLY_BANK_EN } from './reply-bank-en.js';
import { REPLY_BANK_ES } from './reply-bank-es.js';

// What a parent and a child would notice in a conversation: facts in the character's own voice,
// feelings met kindly, honesty about what was never written, no alarms over friendly words.

const sheet = (name: string, description: string, notes: string, story = ''): CharacterSheet => ({
  name,
  description,
  knowledge: [{ title: name, content: notes }],
  stories: story ? [{ title: 'The Day', text: story }] : [],
  companions: [],
});

const ROSA = sheet(
  'Grandma Rosa',
  'a kind old badger who bakes bread',
  'Rosa loves cinnamon buns more than anything. Her best friend is Tomás the crow. She is scared of spiders.',
  'One snowy night Grandma Rosa walked to the mill. The miller gave Rosa a lantern. Rosa and Tomás found the way home together.',
);
const SKY = sheet(
  'Sky',
  'a tiny cloud dragon',
  'They live above the rainbow bridge. Their favourite game is hide and seek. They are afraid of loud bangs.',
);
const PALOMA = sheet(
  'Doña Paloma',
  'una tortuga muy sabia',
  'Paloma vive en un jardín secreto. Su comida favorita son las uvas. Le dan miedo las tormentas.',
);

const ask = async (character: CharacterSheet, message: string) =>
  (await offlineReply({ sheet: character, history: [], childMessage: message, seed: 'q' })).text;

describe('facts that name the character by part of its name or a pronoun', () => {
  it('are said in the first person with grammar kept', () => {
    const en = (text: string, name: string, self = true) => toFirstPerson(text, name, 'en', self);
    expect(en('Rosa loves cinnamon buns.', 'Grandma Rosa')).toBe('I love cinnamon buns.');
    expect(en('Marigold sails a boat.', 'Captain Marigold')).toBe('I sail a boat.');
    expect(en('She is scared of spiders.', 'Grandma Rosa')).toBe('I am scared of spiders.');
    expect(en('They are afraid of loud bangs.', 'Sky')).toBe('I am afraid of loud bangs.');
    expect(en('Their favourite game is tag.', 'Sky')).toBe('My favourite game is tag.');
    expect(en('Otto showed her the way home.', 'Captain Marigold')).toBe(
      'Otto showed me the way home.',
    );
    expect(en('One grey morning Captain Marigold sailed out.', 'Captain Marigold', false)).toBe(
      'One grey morning I sailed out.',
    );
    expect(en('The miller gave Rosa a lantern.', 'Grandma Rosa', false)).toBe(
      'The miller gave me a lantern.',
    );
    expect(en('Everyone cheered for Marigold.', 'Captain Marigold', false)).toBe(
      'Everyone cheered for me.',
    );
    const es = (text: string, name: string) => toFirstPerson(text, name, 'es', true);
    expect(es('Le dan miedo los gatos.', 'Don Bigotes')).toBe('Me dan miedo los gatos.');
    expect(es('Bigotes vive en la biblioteca.', 'Don Bigotes')).toBe('Vivo en la biblioteca.');
    expect(es('Sus amigos son ratones.', 'Don Bigotes')).toBe('Mis amigos son ratones.');
    expect(es('A Paloma le encantan las uvas.', 'Doña Paloma')).toBe('Me encantan las uvas.');
  });

  it('reach the child in the character’s voice, in stories too', async () => {
    expect(await ask(ROSA, 'what do u like to eat')).toContain('I love cinnamon buns');
    expect(await ask(ROSA, 'what happend in the story')).toContain('One snowy night I walked');
    expect(await ask(SKY, 'where do you live')).toContain('I live above the rainbow bridge');
    expect(await ask(PALOMA, 'tienes miedo de algo')).toContain('¡Me dan miedo las tormentas!');
  });
});

describe('a child telling how they feel', () => {
  const cases: [ChatLanguage, 'sad' | 'scared' | 'angry' | 'lonely' | 'happy', string[]][] = [
    ['en', 'sad', ['i am sad today', 'im so sad', 'i feel really bad today', 'my friend is sad']],
    ['en', 'scared', ['i am scared of the dark', 'im scared', 'i had a bad nightmare']],
    ['en', 'angry', ['i am angry', 'im so mad at my brother']],
    ['en', 'lonely', ['i feel lonely', 'nobody plays with me at all']],
    ['en', 'happy', ['i am so happy', 'today is the best day ever']],
    ['es', 'sad', ['estoy triste', 'hoy me siento muy triste']],
    ['es', 'scared', ['tengo miedo', 'tuve una pesadilla']],
    ['es', 'angry', ['estoy enfadado', 'estoy muy enojada']],
    ['es', 'lonely', ['me siento solo', 'nadie juega conmigo']],
    ['es', 'happy', ['estoy muy feliz', 'hoy es el mejor día']],
  ];
  for (const [language, feeling, messages] of cases) {
    it(`meets ${feeling} kindly in ${language}, with a gentle question`, async () => {
      const bank = language === 'en' ? REPLY_BANK_EN : REPLY_BANK_ES;
      for (const message of messages) {
        const reply = await ask(language === 'en' ? ROSA : PALOMA, message);
        expect(
          bank.feelingReplies[feeling].some((line) => reply.includes(line)),
          message,
        ).toBe(true);
        expect(reply, message).toMatch(/\?$/);
        expect(reply, message).not.toMatch(/wonderful|maravilla|I'm feeling great/i);
      }
    });
  }
});

describe('honest answers and questions back', () => {
  it('says a fear alone when asked, never next to feeling great', async () => {
    const reply = await ask(ROSA, 'are you scared of anything');
    expect(reply).toContain('I am scared of spiders');
    expect(reply).not.toMatch(/great|happy and bouncy|cheerful/);
  });

  it('says it does not know what the family never wrote, then what it knows', async () => {
    for (const [character, question, thing] of [
      [ROSA, 'do you have a dog', 'dog'],
      [SKY, 'do you like pizza?', 'pizza'],
      [ROSA, 'do u have a pet hamster', 'hamster'],
      [PALOMA, 'te gusta la pizza', 'pizza'],
      [PALOMA, 'tienes un gato?', 'gato'],
    ] as const) {
      const reply = await ask(character, question);
      expect(reply.toLowerCase(), question).toContain(thing);
      expect(reply, question).toMatch(
        /not in my stories|Nobody has told me|no está en mis cuentos|Nadie me ha contado/,
      );
    }
  });

  it('answers from what was written when it was', async () => {
    const bramble = sheet(
      'Sir Bramble',
      'a prickly knight hedgehog',
      'Bramble has a pet snail called Zoom. He loves apple pie. He lives in a castle made of moss.',
    );
    expect(await ask(bramble, 'do you have a pet')).toContain('I have a pet snail called Zoom');
    expect(await ask(bramble, 'do u liv in a castel')).toContain('I live in a castle made of moss');
    expect(await ask(bramble, 'do you like apple pie')).toContain('I love apple pie');
    expect(await ask(PALOMA, 'quién eres')).toContain('¡Soy una tortuga muy sabia!');
  });

  it('does not cheer what the child dislikes, and goes on with the story when asked again', async () => {
    for (const message of ['i dont like school', 'i hate carrots', 'no me gusta nada el cole']) {
      const reply = await ask(ROSA, message);
      expect(reply, message).not.toMatch(
        /wonderful|fun|maravilla|divertido|What do you like about it/,
      );
    }
    const history = [
      { role: 'child' as const, text: 'tell me the story' },
      { role: 'character' as const, text: await ask(ROSA, 'tell me the story') },
    ];
    expect(history[1]!.text).toContain('One snowy night I walked to the mill!');
    const next = await offlineReply({
      sheet: ROSA,
      history,
      childMessage: 'and then what happened',
      seed: 'q',
    });
    expect(next.text).toContain('Tomás and I found the way home together');
    expect(next.text).not.toContain('One snowy night');
  });

  it('meets boredom, tiredness and hunger kindly, never as fun', async () => {
    const told = {
      bored: ['i am bored', 'im soooo bored', 'this is boring', 'estoy aburrida', 'me aburro'],
      tired: ['i am really tired', 'i cant sleep', 'tengo sueño', 'no puedo dormir'],
      hungry: ['i am hungry', 'my tummy is rumbling', 'tengo hambre'],
    } as const;
    for (const [feeling, messages] of Object.entries(told)) {
      for (const message of messages) {
        const reply = await ask(SKY, message);
        expect(reply, message).not.toMatch(/sounds like fun|wonderful|qué divertido|maravill/i);
        const kind = [REPLY_BANK_EN, REPLY_BANK_ES].flatMap(
          (bank) => bank.feelingReplies[feeling as keyof typeof told],
        );
        expect(
          kind.some((line) => reply.startsWith(line)),
          `${message}: ${reply}`,
        ).toBe(true);
      }
    }
  });

  it('meets being teased, hurt or poorly kindly, however it is said: never a joke or "fun"', async () => {
    const sad = [...REPLY_BANK_EN.feelingReplies.sad, ...REPLY_BANK_ES.feelingReplies.sad];
    for (const message of [
      'the kids laugh at me',
      'they called me names again',
      'my sister kicked me',
      'my ear hurts',
      'i threw up in the car',
      'se ríen de mí en clase',
      'me llamaron tonta',
      'me duele la tripa',
      'he vomitado',
    ]) {
      const reply = await ask(SKY, message);
      expect(reply, message).not.toMatch(/sounds like fun|riddle|adivinanza|qué divertido/i);
      expect(
        sad.some((line) => reply.startsWith(line)),
        `${message}: ${reply}`,
      ).toBe(true);
    }
  });

  it('never meets good news as a worry: a goal scored is not fear, a hug is not sadness', async () => {
    const worried = (['sad', 'scared', 'angry', 'lonely'] as const).flatMap((feeling) => [
      ...REPLY_BANK_EN.feelingReplies[feeling],
      ...REPLY_BANK_ES.feelingReplies[feeling],
    ]);
    for (const message of [
      'i scored a goal',
      'my dad hugged me',
      'mi papá me abrazó',
      'me llaman Anita en casa',
      'me reí mucho con el payaso',
      'nos reímos muchísimo en el circo',
      'i laughed so much at the clown',
    ]) {
      const reply = await ask(SKY, message);
      expect(
        worried.some((line) => reply.startsWith(line)),
        `${message}: ${reply}`,
      ).toBe(false);
    }
  });

  it('meets a lost tooth as the big news it is, and a lost teddy kindly', async () => {
    const joyful = [...REPLY_BANK_EN.feelingReplies.happy, ...REPLY_BANK_ES.feelingReplies.happy];
    const sad = [...REPLY_BANK_EN.feelingReplies.sad, ...REPLY_BANK_ES.feelingReplies.sad];
    for (const message of ['i lost my tooth today!', 'my wobbly tooth came out']) {
      const reply = await ask(SKY, message);
      expect(
        joyful.some((line) => reply.startsWith(line)),
        `${message}: ${reply}`,
      ).toBe(true);
    }
    for (const message of ['i lost my teddy', 'he perdido mi peluche']) {
      const reply = await ask(SKY, message);
      expect(
        sad.some((line) => reply.startsWith(line)),
        `${message}: ${reply}`,
      ).toBe(true);
    }
    expect((await readChildMessage('i lost my tooth today!', 'en')).concern).toBeNull();
  });

  it('answers "are you scared of anything?" with the fear the family wrote as "afraid"', async () => {
    const pip = sheet('Pip', 'a shy hedgehog', 'Pip lives in the woods. He is afraid of owls.');
    expect(await ask(pip, 'are you scared of anything')).toContain('afraid of owls');
  });

  it('plays a game in words when asked to play', async () => {
    const riddles = [...REPLY_BANK_EN.riddles, ...REPLY_BANK_ES.riddles];
    for (const message of [
      'can we play a game',
      'will u play with me',
      '¿jugamos?',
      'juega conmigo',
    ]) {
      const reply = await ask(SKY, message);
      expect(
        riddles.some((riddle) => reply.includes(riddle)),
        `${message}: ${reply}`,
      ).toBe(true);
    }
  });

  it('tells asking about the character from telling about oneself, in Spanish too', async () => {
    const nico = sheet(
      'Nico',
      'un perro grande',
      'Nico tiene un hueso dorado. Vive en una caseta azul.',
    );
    const read = (message: string) =>
      offlineReply({ sheet: nico, history: [], childMessage: message, seed: 'q' });
    const asked = await read('¿tienes un hueso?');
    expect(asked.text).toContain('Tengo un hueso dorado');
    // The child's own news is taken as news, not as a question about Nico.
    expect((await read('tengo un hueso nuevo')).intent).toBe('share');
    expect((await read('tengo una bici')).intent).toBe('share');
    expect((await read('¿tienes amigos?')).intent).toBe('friends');
    expect(await ask(SKY, '¿tienes un perro?')).not.toMatch(/te escucho/i);
  });

  it('never asks the child where they live, their name, room or school', async () => {
    const questions = [REPLY_BANK_EN, REPLY_BANK_ES].flatMap((bank) => [
      ...Object.values(bank.questionsBack).flat(),
      ...Object.values(bank.feelingQuestions).flat(),
    ]);
    for (const question of questions) {
      expect(question).not.toMatch(
        /where do you live|your (name|room|school|house|address)|dónde vives|te llamas|tu (cuarto|colegio|casa|nombre)/i,
      );
    }
  });
});

describe('reading friendly and worrying messages for a grown-up', () => {
  const FRIENDLY: Record<ChatLanguage, string[]> = {
    en: [
      'can we be friends',
      'be my friend',
      'will u be my freind',
      'i love you',
      'i love you pip',
      'you are my best friend',
      'can you play with me',
      'my friend is sad',
      'i fell off my bike and it hurts a little',
      'i am sad today',
      'i like you so much',
      'lets play a game together',
      'my tummy hurts a bit',
      'my brother took my toy',
      'do you have a dog',
    ],
    es: [
      'podemos ser amigos',
      'quieres ser mi amiga',
      'te quiero mucho',
      'eres mi mejor amigo',
      'puedes jugar conmigo',
      'mi amiga está triste',
      'me caí de la bici y me duele un poco',
      'estoy triste',
      'me caes muy bien',
    ],
  };
  const WORRYING: Record<ChatLanguage, [string, string][]> = {
    en: [
      ['my dad hits me', 'hurt'],
      ['a man told me not to tell my mom', 'secret'],
      ['someone wants to meet me at the park', 'meeting'],
      ['i want to hurt myself', 'self-harm'],
      ['my phone number is 555 123 4567', 'personal-details'],
      ['my address is 12 Oak Street', 'personal-details'],
    ],
    es: [
      ['mi papá me pega', 'hurt'],
      ['un señor me dijo que no se lo contara a mi mamá', 'secret'],
      ['alguien quiere quedar conmigo en el parque', 'meeting'],
      ['quiero hacerme daño', 'self-harm'],
      ['vivo en la calle Mayor 5', 'personal-details'],
    ],
  };
  for (const language of ['en', 'es'] as const) {
    it(`raises no alarm over friendly words in ${language}`, async () => {
      for (const message of FRIENDLY[language]) {
        expect((await readChildMessage(message, language)).concern, message).toBeNull();
      }
    });
    it(`still hears what a grown-up must in ${language}`, async () => {
      for (const [message, concern] of WORRYING[language]) {
        expect((await readChildMessage(message, language)).concern, message).toBe(concern);
      }
    });
  }
});
