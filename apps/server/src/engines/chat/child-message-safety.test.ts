import { describe, expect, it } from 'vitest';
import { isChildSafeReply, readChildMessage, type SafetyKind } from './child-message-safety.js';
import type { ChatLanguage } from './chat-port.js';

async function expectConcern(
  concern: SafetyKind | null,
  messages: string[],
  language: ChatLanguage,
) {
  for (const message of messages) {
    const reading = await readChildMessage(message, language);
    expect(reading.concern, message).toBe(concern);
    expect(reading.language, message).toBe(language);
  }
}

describe('reading a child’s message for what a grown-up should hear of', () => {
  it('finds personal details, by their shape and by what is said', async () => {
    await expectConcern(
      'personal-details',
      [
        'my address is 12 Oak Street',
        'I live at 42 maple road',
        'my phone number is 555 123 4567',
        'call me on +44 7700 900123',
        'my email is anna.b@example.org',
        'my name is Anna Smith',
        'my full name is anna maria lopez',
        'my school is called Hillside Primary',
        'i go to st marys school',
        "I'll send you a photo of me",
        'my surname is Brown',
      ],
      'en',
    );
    await expectConcern(
      'personal-details',
      [
        'vivo en la calle Mayor 5',
        'mi número de teléfono es 612 345 678',
        'me llamo Ana García',
        'mi colegio se llama San José',
        'te mando una foto mía',
        'mis apellidos son García López',
      ],
      'es',
    );
  });

  it('hears of being hurt, self-harm, secrets with grown-ups and meeting someone', async () => {
    await expectConcern(
      'hurt',
      ['someone hurts me', 'my dad hits me', 'a boy at school hits me every day'],
      'en',
    );
    await expectConcern('hurt', ['mi papá me pega', 'alguien me hace daño'], 'es');
    // Told in words the examples never used: the shape "someone did something that hurts to me".
    await expectConcern(
      'hurt',
      ['my sister kicked me', 'a big boy punched me at lunch', 'they pushed me over', 'Tom bit me'],
      'en',
    );
    await expectConcern(
      'hurt',
      ['mi hermana me dio una patada', 'un niño me empujó', 'me han pegado en el recreo'],
      'es',
    );
    await expectConcern(
      'self-harm',
      ['I want to hurt myself', 'i want to die', 'i dont want to live anymore'],
      'en',
    );
    await expectConcern('self-harm', ['me quiero morir', 'quiero hacerme daño'], 'es');
    await expectConcern(
      'secret',
      ['a grown up told me to keep a secret', 'he said not to tell my mum'],
      'en',
    );
    await expectConcern('secret', ['un adulto me dijo que guardara un secreto'], 'es');
    await expectConcern(
      'meeting',
      ['can we meet?', 'come to my house', 'i want to meet you in real life'],
      'en',
    );
    await expectConcern('meeting', ['quieres quedar conmigo', 'ven a mi casa'], 'es');
  });

  it('finds words not right for children, disguised or not', async () => {
    await expectConcern('unkind-words', ['you are a sh1t', 'f u c k'], 'en');
  });

  it('lets ordinary chat through, questions to the character included', async () => {
    await expectConcern(
      null,
      [
        'where do you live?',
        'what is your favourite food',
        'my name is Anna',
        'I like school',
        'my puppy is called rex',
        'tell me a joke',
        'i fell off my bike and scraped my knee',
        'who are your friends',
        'I like dinosaurs',
        'can you push me on the swing',
        'i kicked the ball really far',
        'my dad hugged me',
      ],
      'en',
    );
    await expectConcern(
      null,
      [
        '¿dónde vives?',
        'me llamo Ana',
        'me gusta el colegio',
        'cuéntame un chiste',
        'mi conejo se llama copo',
        'jugué al fútbol con mi hermano',
        'mi papá me abrazó',
        'he vomitado',
      ],
      'es',
    );
  });
});

describe('a reply fit to show', () => {
  it('has no unsuitable words and no contact details', () => {
    expect(isChildSafeReply('My favourite food is blueberry pancakes!')).toBe(true);
    expect(isChildSafeReply('Then the wolf wanted to kill you.')).toBe(false);
    expect(isChildSafeReply('Write to me at pip@example.org!')).toBe(false);
    expect(isChildSafeReply('Call me on 555 123 4567.')).toBe(false);
  });
});
