import { describe, expect, it } from 'vitest';
import type { ChatLine, CharacterSheet } from './chat-port.js';
import { BARE, LUNA, PIP } from './chat-test-characters.test-support.js';
import { greetingOf, suggestionsFor } from './conversation-start.js';
import { offlineReply } from './offline-chat.js';
import { REPLY_BANK_EN } from './reply-bank-en.js';
import { REPLY_BANK_ES } from './reply-bank-es.js';

const ask = async (sheet: CharacterSheet, childMessage: string, history: ChatLine[] = []) =>
  (await offlineReply({ sheet, history, childMessage, seed: 'test-seed' })).text;

/** Each phrasing (typos included) gets an answer holding the fact. */
async function expectAnswers(sheet: CharacterSheet, phrasings: string[], fact: string) {
  for (const phrasing of phrasings) {
    expect(await ask(sheet, phrasing), phrasing).toContain(fact);
  }
}

describe('the offline chat engine in English', () => {
  it('tells its favourite food, in the first person, however it is asked', async () => {
    await expectAnswers(
      PIP,
      [
        'What is your favourite food?',
        'whats ur favorite food',
        'what do you like to eat?',
        'wat food do u like',
        'favrite food??',
        'do you like pancakes',
      ],
      'My favourite food is blueberry pancakes',
    );
  });

  it('tells where it lives', async () => {
    await expectAnswers(
      PIP,
      ['Where do you live?', 'wher do u live', 'where is your home', "where's your house?"],
      'I live in a hollow log by the river',
    );
  });

  it('names its friends', async () => {
    await expectAnswers(
      PIP,
      [
        'Who are your friends?',
        'who r ur freinds',
        'do you have any friends',
        'who is your best friend',
      ],
      'Lola',
    );
  });

  it('says who it is', async () => {
    await expectAnswers(
      PIP,
      ['Who are you?', 'what are you', 'tell me about yourself', 'whats ur name'],
      'Pip',
    );
    expect(await ask(PIP, 'who are you')).toContain(
      'I am a shy hedgehog who collects shiny buttons',
    );
  });

  it('remembers what happened in its story', async () => {
    await expectAnswers(
      PIP,
      ['What happened in the story?', 'tell me the story', 'what hapened in ur adventure'],
      'The Lost Button',
    );
    expect(await ask(PIP, 'what happened in the story')).toContain('I found a golden button');
  });

  it('tells how it feels, jokes and riddles', async () => {
    const feeling = await ask(PIP, 'how do you feel today?');
    expect(REPLY_BANK_EN.feelings.some((line) => feeling.includes(line))).toBe(true);
    for (const phrasing of ['tell me a joke', 'tel me a joke', 'say something funny']) {
      const joke = await ask(PIP, phrasing);
      expect(
        REPLY_BANK_EN.jokes.some((line) => joke.includes(line)),
        phrasing,
      ).toBe(true);
    }
    const riddle = await ask(PIP, 'do you know a riddle?');
    expect(REPLY_BANK_EN.riddles.some((line) => riddle.includes(line))).toBe(true);
  });

  it('answers what a child shares, saying it back', async () => {
    expect(await ask(PIP, 'I like dinosaurs')).toContain('You like dinosaurs');
    expect(await ask(PIP, 'i love football!!')).toContain('You love football');
  });

  it('admits not knowing, then says something it knows, with a question back', async () => {
    const reply = await ask(PIP, 'what is the capital of france?');
    expect(REPLY_BANK_EN.dontKnow.some((line) => reply.includes(line))).toBe(true);
    expect(reply).toMatch(
      /I am a shy hedgehog|blueberry pancakes|hollow log|thunder|golden button/,
    );
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('answers a question about something named from what the family wrote, or admits not knowing', async () => {
    expect(await ask(PIP, 'who is lola?')).toContain('Lola is a chatty squirrel');
    const hat = await ask(PIP, 'what colour is your hat?');
    expect(hat).toMatch(/not in my stories|Nobody has told me/);
  });

  it('admits not knowing when the family wrote nothing', async () => {
    const reply = await ask(BARE, 'what is your favourite food?');
    expect(REPLY_BANK_EN.dontKnow.some((line) => reply.includes(line))).toBe(true);
  });

  it('is the same for the same seed, and never repeats its previous reply word for word', async () => {
    expect(await ask(PIP, 'tell me a joke')).toBe(await ask(PIP, 'tell me a joke'));
    for (const question of ['tell me a joke', 'what is your favourite food?', 'hello', 'bye']) {
      const history: ChatLine[] = [];
      let previous = '';
      for (let turn = 0; turn < 6; turn += 1) {
        const reply = (
          await offlineReply({ sheet: PIP, history, childMessage: question, seed: `s:${turn}` })
        ).text;
        expect(reply, `${question} #${turn}`).not.toBe(previous);
        history.push({ role: 'child', text: question }, { role: 'character', text: reply });
        previous = reply;
      }
    }
  });

  it('greets with its name and what it is, and offers questions to tap', () => {
    const greeting = greetingOf(PIP, 'conversation-1');
    expect(greeting).toContain('Pip');
    expect(greeting).toContain('I am a shy hedgehog who collects shiny buttons');
    const suggestions = suggestionsFor(PIP, 0);
    expect(suggestions).toHaveLength(4);
    expect(suggestionsFor(PIP, 1)).not.toEqual(suggestions);
    expect(suggestionsFor(BARE, 0)).not.toContain(REPLY_BANK_EN.suggestions.story);
  });
});

describe('the offline chat engine in Spanish', () => {
  it('tells its favourite food, where it lives and what it likes, in the first person', async () => {
    await expectAnswers(
      LUNA,
      ['¿Cuál es tu comida favorita?', 'cual es tu comida faborita', 'que te gusta comer'],
      'Mi comida favorita son las fresas con nata',
    );
    await expectAnswers(
      LUNA,
      ['¿Dónde vives?', 'donde bives', 'donde esta tu casa'],
      'Vivo en una casita azul junto al faro',
    );
    expect(await ask(LUNA, '¿qué te gusta hacer?')).toContain('Me gusta bailar cuando llueve');
  });

  it('names its friends and says who it is', async () => {
    await expectAnswers(LUNA, ['¿Quiénes son tus amigos?', 'tienes amigos?'], 'Nico');
    await expectAnswers(LUNA, ['¿Quién eres?', 'como te llamas'], 'Luna');
    expect(await ask(LUNA, 'quien eres')).toContain('Soy una gatita curiosa de pelo gris');
  });

  it('jokes, admits not knowing, and greets in Spanish', async () => {
    const joke = await ask(LUNA, 'cuéntame un chiste');
    expect(REPLY_BANK_ES.jokes.some((line) => joke.includes(line))).toBe(true);
    const unknown = await ask(LUNA, '¿cuál es la capital de Francia?');
    expect(REPLY_BANK_ES.dontKnow.some((line) => unknown.includes(line))).toBe(true);
    const greeting = greetingOf(LUNA, 'c');
    const greetings = REPLY_BANK_ES.greeting.map((line) => line.replace('{name}', 'Luna'));
    expect(
      greetings.some((line) => greeting.startsWith(line)),
      greeting,
    ).toBe(true);
  });

  it('answers a Spanish question to an English character in Spanish', async () => {
    const reply = await ask(PIP, '¿cuéntame un chiste?');
    expect(REPLY_BANK_ES.jokes.some((line) => reply.includes(line))).toBe(true);
  });
});
