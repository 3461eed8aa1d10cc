import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../config/runtime-config';
import { PreferencesSettings } from './PreferencesSettings';
import { createFakeSettingsApi, renderWithSettingsApi } from './testing/fake-settings-api';

const WITH_LINE = { ...DEFAULT_RUNTIME_CONFIG, phoneLineNumber: '+15005550006' };
const SAVED = {
  phoneNumber: { countryCode: '44', number: '7700900123' },
  phoneNumberSlots: [],
};

const phoneCard = () => screen.getByRole('region', { name: 'Phone number' });
const verification = () => within(phoneCard()).getByRole('region', { name: 'Verification' });

describe('verifying the phone number in Settings', () => {
  it('texts a code, refuses a wrong one with the tries left, and verifies with the right one, by keyboard', async () => {
    const api = createFakeSettingsApi({ configuration: SAVED });
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api, WITH_LINE);
    await screen.findByRole('region', { name: 'Phone number' });

    expect(
      await within(phoneCard()).findByText(
        'Not verified yet: the phone line answers this number once you type the code we text to it.',
      ),
    ).toBeInTheDocument();
    // The spec's texts stay as they were.
    expect(within(phoneCard()).getByText('Saved: +44 7700900123')).toBeInTheDocument();
    expect(
      within(phoneCard()).getByText(
        'Call +15005550006 from this phone number to talk with the characters in your phone slots.',
      ),
    ).toBeInTheDocument();

    await user.click(within(verification()).getByRole('button', { name: 'Send a code' }));
    expect(api.sendPhoneCode).toHaveBeenCalledTimes(1);
    expect(
      await within(verification()).findByText(
        'We texted a code to +44 7700900123. It works for 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(within(verification()).getByRole('button', { name: 'Send a new code' })).toBeVisible();

    // Too short: said under the field, nothing sent.
    const field = within(verification()).getByRole('textbox', {
      name: 'Code from the text message',
    });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '12{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Type the 6 digits from the text message.');
    expect(api.confirmPhoneCode).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '000 000{Enter}');
    expect(api.confirmPhoneCode).toHaveBeenLastCalledWith('000000');
    expect(
      await within(verification()).findByText('That code is not right. 4 tries left.'),
    ).toBeInTheDocument();
    // An error is announced as one, not by colour alone; what was typed stays.
    expect(within(verification()).getByText('Error:')).toBeInTheDocument();
    expect(field).toHaveValue('000 000');

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(verification()).getByRole('button', { name: 'Verify' }));
    expect(
      await within(verification()).findByText(
        'Your phone number is verified. Calls from it reach your characters.',
      ),
    ).toBeInTheDocument();
    expect(
      within(verification()).getByText('Verified: the phone line answers calls from this number.'),
    ).toBeInTheDocument();
    expect(within(verification()).queryByRole('button', { name: /code/ })).not.toBeInTheDocument();
    expect(within(verification()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a verified number as verified, and a changed number as unverified again', async () => {
    const api = createFakeSettingsApi({ configuration: SAVED, verified: true });
    const user = userEvent.setup();
    renderWithSettingsApi(<PreferencesSettings />, api, WITH_LINE);
    await screen.findByRole('region', { name: 'Phone number' });
    expect(
      await within(phoneCard()).findByText(
        'Verified: the phone line answers calls from this number.',
      ),
    ).toBeInTheDocument();
    expect(within(phoneCard()).queryByRole('button', { name: 'Send a code' })).toBeNull();

    const number = within(phoneCard()).getByLabelText('Number');
    await user.clear(number);
    await user.type(number, '7700900456');
    await user.click(within(phoneCard()).getByRole('button', { name: 'Save phone number' }));
    expect(
      await within(phoneCard()).findByText(
        'Not verified yet: the phone line answers this number once you type the code we text to it.',
      ),
    ).toBeInTheDocument();
    expect(within(verification()).getByRole('button', { name: 'Send a code' })).toBeVisible();
  });

  it('offers no code to send when phone calls are not set up', async () => {
    const api = createFakeSettingsApi({ configuration: SAVED });
    renderWithSettingsApi(<PreferencesSettings />, api, {
      ...DEFAULT_RUNTIME_CONFIG,
      phoneLineNumber: null,
    });
    await screen.findByRole('region', { name: 'Phone number' });
    expect(
      await within(phoneCard()).findByText(
        'Not verified yet: the phone line answers this number once you type the code we text to it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(phoneCard()).getByText('Phone calls are not set up on this server.'),
    ).toBeInTheDocument();
    expect(within(phoneCard()).queryByRole('button', { name: 'Send a code' })).toBeNull();
  });

  it('shows nothing to verify without a saved number', async () => {
    const api = createFakeSettingsApi();
    renderWithSettingsApi(<PreferencesSettings />, api, WITH_LINE);
    await screen.findByRole('region', { name: 'Phone number' });
    expect(await within(phoneCard()).findByText('No phone number saved.')).toBeInTheDocument();
    expect(within(phoneCard()).queryByRole('region', { name: 'Verification' })).toBeNull();
    expect(api.getPhoneVerification).not.toHaveBeenCalled();
  });
});
