import { ErrorText, providerSignInFailed } from '@storyloom/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { useErrorText } from './error-texts';

describe('useErrorText', () => {
  it('keeps the spec catalogue word for word in English, and other messages as they came', () => {
    const { result } = renderHook(() => useErrorText());
    expect(result.current(ErrorText.heavyLoad)).toBe(
      'We may be under heavy load. Please try again in few minutes.',
    );
    expect(result.current(providerSignInFailed('Google'))).toBe('Google sign-in failed');
    expect(result.current('The server is resting.')).toBe('The server is resting.');
  });

  it('shows catalogue texts in Spanish, filled-in parts kept', async () => {
    const { result } = renderHook(() => useErrorText());
    await act(() => changeLanguage('es', { remember: false }));
    expect(result.current(ErrorText.errorBoxTitle)).toBe('Algo salió mal');
    expect(result.current(providerSignInFailed('Google'))).toBe(
      'No se pudo iniciar sesión con Google',
    );
    expect(result.current('The server is resting.')).toBe('The server is resting.');
  });
});
