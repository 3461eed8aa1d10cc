import { describe, expect, it } from 'vitest';
import { detectLanguage, supportedLanguageOf } from './languages';

describe('detectLanguage (signed out)', () => {
  it('takes the choice saved on this device first', () => {
    expect(detectLanguage({ saved: 'es', browser: ['en-GB', 'en'] })).toBe('es');
    expect(detectLanguage({ saved: 'en', browser: ['es-MX'] })).toBe('en');
  });

  it("then the browser's first supported language, region and case aside", () => {
    expect(detectLanguage({ saved: null, browser: ['fr-FR', 'ES-mx', 'en'] })).toBe('es');
    expect(detectLanguage({ saved: null, browser: ['de', 'en-US'] })).toBe('en');
  });

  it('ignores a saved value it does not support', () => {
    expect(detectLanguage({ saved: 'klingon', browser: ['es'] })).toBe('es');
  });

  it('falls back to English', () => {
    expect(detectLanguage({ saved: null, browser: [] })).toBe('en');
    expect(detectLanguage({ saved: '', browser: ['fr', 'ja'] })).toBe('en');
  });
});

describe('supportedLanguageOf', () => {
  it('reads the primary subtag', () => {
    expect(supportedLanguageOf('es_AR')).toBe('es');
    expect(supportedLanguageOf(' EN ')).toBe('en');
    expect(supportedLanguageOf('pt-BR')).toBeNull();
    expect(supportedLanguageOf(undefined)).toBeNull();
  });
});
