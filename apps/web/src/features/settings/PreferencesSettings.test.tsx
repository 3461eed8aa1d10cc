import { PHONE_NUMBER_MESSAGES } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../config/runtime-config';
import { PreferencesSettings } from './PreferencesSettings';
import {
  apiError,
  createFakeSettingsApi,
  renderWithSettingsApi,
} from './testing/fake-settings-api';

const languageCard = () => screen.getByRole('region', { name: 'Language' });
const phoneCard = () => screen.getByRole('region', { name: 'Phone number' });

describe('PreferencesSettings', () => {
  it('says it is loading, then shows the saved language and phone number', async () => {
    const api = createFakeSettingsApi({
      configuration: {
        preferredLanguage: 'es',
        phoneNumber: { countryCode: '44', number: '7700900123' },
        phoneNumberSlots: [],
      },
    });
    renderWithSettingsApi(<PreferencesSettings />, api);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your preferences…');

    expect(await screen.findByRole('combobox', { name: 'Preferred language' })).toHaveValue('es');
    expect(within(languageCard()).getByText('Saved: Spanish.')).toBeInTheDocument();
    expect(within(phoneCard()).getByText('Saved: +44 7700900123')).toBeInTheDocument();
    expect(within(phoneCard()).getByLabelText('Country code')).toHaveValue('44');
    expect(api.getConfiguration).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when loading fails, and loads on it', async () => {
    const api = createFakeSettingsApi();
    api.getConfiguration.mockRejectedValueOnce(apiError(503, 'The server is resting.'));
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your preferences');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Language' })).toBeInTheDocument();
    expect(api.getConfiguration).toHaveBeenCalledTimes(2);
  });

  it('saves the chosen language and switches the interface to it at once', async () => {
    const api = createFakeSettingsApi();
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);
    const select = await screen.findByRole('combobox', { name: 'Preferred language' });
    expect(
      within(select)
        .getAllByRole('option', { hidden: false })
        .map((o) => o.textContent),
    ).toEqual(['Choose a language', 'English', 'Spanish']);
    expect(within(languageCard()).getByText('Not chosen yet.')).toBeInTheDocument();

    await user.selectOptions(select, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(api.setPreferredLanguage).toHaveBeenCalledWith('es');
    // The card itself now speaks Spanish, and so does the page's language attribute.
    const card = await screen.findByRole('region', { name: 'Idioma' });
    expect(
      await within(card).findByText('Guardado: Español es tu idioma preferido.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Guardado: Español.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Guardar idioma' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('storyloom.language')).toBe('es');
  });

  it('switches back to English when English is saved', async () => {
    const api = createFakeSettingsApi({
      configuration: { preferredLanguage: 'es', phoneNumberSlots: [] },
    });
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);
    await user.selectOptions(await screen.findByRole('combobox'), 'English');
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(
      await within(languageCard()).findByText('Saved: English is your preferred language.'),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("shows the server's message when saving the language fails, keeping the choice", async () => {
    const api = createFakeSettingsApi({
      configuration: { preferredLanguage: 'en', phoneNumberSlots: [] },
    });
    api.setPreferredLanguage.mockRejectedValueOnce(
      apiError(400, 'preferredLanguage must be one of: en, es'),
    );
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);
    await user.selectOptions(await screen.findByRole('combobox'), 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Save language' }));

    expect(
      await within(languageCard()).findByText('preferredLanguage must be one of: en, es'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('es');
    expect(within(languageCard()).getByText('Saved: English.')).toBeInTheDocument();
  });

  it("refuses a bad phone number with the contracts' messages and sends nothing", async () => {
    const api = createFakeSettingsApi();
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);
    const card = await screen.findByRole('region', { name: 'Phone number' });
    await user.type(within(card).getByLabelText('Country code'), '+4444');
    await user.type(within(card).getByLabelText('Number'), '12');
    await user.click(within(card).getByRole('button', { name: 'Save phone number' }));

    expect(within(card).getByLabelText('Country code')).toHaveAccessibleDescription(
      PHONE_NUMBER_MESSAGES.countryCode,
    );
    expect(within(card).getByLabelText('Number')).toHaveAccessibleDescription(
      PHONE_NUMBER_MESSAGES.number,
    );
    expect(within(card).getByLabelText('Number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.setPhoneNumber).not.toHaveBeenCalled();
  });

  it('saves a phone number without the plus sign, by keyboard, and can remove it', async () => {
    const api = createFakeSettingsApi();
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);
    const card = await screen.findByRole('region', { name: 'Phone number' });
    expect(within(card).getByText('No phone number saved.')).toBeInTheDocument();

    await user.type(within(card).getByLabelText('Country code'), '+44');
    await user.type(within(card).getByLabelText('Number'), '(7700) 900-123{Enter}');

    expect(api.setPhoneNumber).toHaveBeenCalledWith({ countryCode: '44', number: '7700900123' });
    expect(await within(card).findByText('Saved: +44 7700900123.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    expect(api.setPhoneNumber).toHaveBeenLastCalledWith({ countryCode: '', number: '' });
    expect(await within(card).findByText('Your phone number is removed.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Number')).toHaveValue('');
    expect(within(card).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when saving the phone number fails', async () => {
    const api = createFakeSettingsApi();
    api.setPhoneNumber.mockRejectedValueOnce(new Error('API request failed: 500'));
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api);
    const card = await screen.findByRole('region', { name: 'Phone number' });
    await user.type(within(card).getByLabelText('Country code'), '1');
    await user.type(within(card).getByLabelText('Number'), '5550100{Enter}');

    expect(await within(card).findByText('API request failed: 500')).toBeInTheDocument();
    expect(within(card).getByLabelText('Number')).toHaveValue('5550100');
    expect(within(card).getByText('No phone number saved.')).toBeInTheDocument();
  });

  it('says phone calls are not set up when the server has no phone line, and which number to call when it has', async () => {
    const { unmount } = renderWithSettingsApi(<PreferencesSettings />, createFakeSettingsApi());
    expect(
      await within(await screen.findByRole('region', { name: 'Phone number' })).findByText(
        'Phone calls are not set up on this server.',
      ),
    ).toBeInTheDocument();
    unmount();

    renderWithSettingsApi(<PreferencesSettings />, createFakeSettingsApi(), {
      ...DEFAULT_RUNTIME_CONFIG,
      phoneLineNumber: '+15005550006',
    });
    const card = await screen.findByRole('region', { name: 'Phone number' });
    expect(
      within(card).getByText(
        'Call +15005550006 from this phone number to talk with the characters in your phone slots.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText('Phone calls are not set up on this server.')).toBeNull();
  });
});
