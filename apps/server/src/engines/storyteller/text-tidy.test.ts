import { describe, expect, it } from 'vitest';
import { lowerFirstIfCommon } from './text-tidy.js';

describe('a clause after a colon starts small', () => {
  it('lowers a common first word, in either language', () => {
    expect(lowerFirstIfCommon('The tide was coming in')).toBe('the tide was coming in');
    expect(lowerFirstIfCommon('El viento sopló muy fuerte', ['El huerto'])).toBe(
      'el viento sopló muy fuerte',
    );
  });

  it('keeps the capital of a name that is also a small word', () => {
    expect(lowerFirstIfCommon('Ella and Dad went to the beach', ['Ella', 'Dad'])).toBe(
      'Ella and Dad went to the beach',
    );
    expect(lowerFirstIfCommon('El huerto estaba lleno de flores', ['El huerto'])).toBe(
      'El huerto estaba lleno de flores',
    );
    expect(lowerFirstIfCommon('Pip ran home', ['Pip'])).toBe('Pip ran home');
  });
});
