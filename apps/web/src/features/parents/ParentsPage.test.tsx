import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ParentsPage } from './ParentsPage';
import { createFakeParentsApi, profileOf, renderWithParentsApi } from './testing/fake-parents-api';

const characters = [
  { id: 'pip', name: 'Pip', avatarPath: null },
  { id: 'lola', name: 'Lola', avatarPath: null },
];

function renderPage(api = createFakeParentsApi(), onSwitched = vi.fn()) {
  const rendered = renderWithParentsApi(
    <ParentsPage
      characters={characters}
      safetyPath="/keeping-children-safe"
      onSwitched={onSwitched}
    />,
    api,
  );
  return { ...rendered, api, onSwitched };
}

const childrenCard = () => screen.getByRole('region', { name: 'Children' });

describe('the family page', () => {
  it('says it is loading, then shows the children and links to how children are kept safe', async () => {
    renderPage(createFakeParentsApi({ profiles: [profileOf()] }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your family…');
    expect(
      await within(await screen.findByRole('region', { name: 'Children' })).findByText('Mia'),
    ).toBeInTheDocument();
    expect(screen.getByText('Age 6 to 8 · English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we keep children safe' })).toHaveAttribute(
      'href',
      '/keeping-children-safe',
    );
  });

  it('adds a child with one allowed character, quiet hours and a picture from the library', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Children' })).findByRole('button', {
        name: 'Add a child',
      }),
    );
    const form = screen.getByRole('form', { name: 'Add a child' });
    await user.type(within(form).getByLabelText('Name or nickname'), 'Noa');
    await user.selectOptions(within(form).getByLabelText('Age'), '3-5');
    await user.selectOptions(within(form).getByLabelText('Language'), 'es');
    await user.selectOptions(within(form).getByLabelText('Picture'), 'lola');
    await user.click(within(form).getByRole('checkbox', { name: 'Pip' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Quiet hours (no chatting)' }));
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '20:00');
    await user.type(within(form).getByLabelText('Blocked topics'), 'zombies, war');
    await user.click(within(form).getByRole('checkbox', { name: 'May call characters' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(childrenCard()).findByText('Noa')).toBeInTheDocument();
    expect(api.createProfile).toHaveBeenCalledWith({
      name: 'Noa',
      ageBand: '3-5',
      readingLevel: 'first-words',
      language: 'es',
      pictureElementId: 'lola',
      rules: {
        allowedCharacterIds: ['pip'],
        quietHours: { start: '20:00', end: '07:00' },
        dailyChatMinutes: null,
        blockedTopics: ['zombies', 'war'],
        callsEnabled: false,
        dailyCallMinutes: null,
      },
    });
  });

  it('keeps what was typed when saving fails, and says why', async () => {
    const user = userEvent.setup();
    const api = createFakeParentsApi();
    api.createProfile.mockRejectedValueOnce(new Error('The server is resting.'));
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Add a child' }));
    await user.type(screen.getByLabelText('Name or nickname'), 'Noa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is resting.');
    expect(screen.getByLabelText('Name or nickname')).toHaveValue('Noa');
  });

  it('switches the device to a child in one tap, asking for the PIN back when one is set', async () => {
    const user = userEvent.setup();
    const { store, onSwitched } = renderPage(
      createFakeParentsApi({ profiles: [profileOf()], pinSet: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Switch to Mia' }));
    expect(store.getState().activeProfile.child).toMatchObject({
      id: 'mia-1',
      name: 'Mia',
      ageBand: '6-8',
      unlockWith: 'pin',
    });
    expect(onSwitched).toHaveBeenCalledTimes(1);
  });

  it('sets the PIN and saves the time zone, retention and weekly summary', async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    const card = await screen.findByRole('region', { name: 'Parent settings' });
    expect(
      within(card).getByText('No PIN yet: your password is asked instead.'),
    ).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Parent PIN'), '12');
    await user.click(within(card).getByRole('button', { name: 'Set PIN' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('The PIN is 4 to 8 digits.');
    expect(api.setPin).not.toHaveBeenCalled();
    await user.type(within(card).getByLabelText('Parent PIN'), '34');
    await user.click(within(card).getByRole('button', { name: 'Set PIN' }));
    expect(await within(card).findByText('A PIN is set.')).toBeInTheDocument();
    expect(api.setPin).toHaveBeenCalledWith('1234');

    await user.selectOptions(within(card).getByLabelText('Keep chats for'), '30');
    await user.click(
      within(card).getByRole('checkbox', { name: 'Send me a weekly summary by e-mail' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Save settings' }));
    expect(await within(card).findByText('Settings saved.')).toBeInTheDocument();
    expect(api.saveSettings).toHaveBeenCalledWith({
      timeZone: 'UTC',
      transcriptRetentionDays: 30,
      weeklyDigest: false,
    });
  });

  const phoneLineCard = () => screen.getByRole('region', { name: 'Phone line' });

  it('chooses which child’s call rules the phone line follows, the earliest until one is chosen', async () => {
    const user = userEvent.setup();
    const noa = profileOf({ id: 'noa-2', name: 'Noa', createdAt: '2026-11-26T09:00:00.000Z' });
    const { api } = renderPage(createFakeParentsApi({ profiles: [profileOf(), noa] }));
    // Its own card, after the children and their call rules.
    const field = await within(
      await screen.findByRole('region', { name: 'Phone line' }),
    ).findByLabelText('Phone line calls follow the rules of');
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf(phoneLineCard().getAttribute('aria-labelledby'))).toBe(
      regions.indexOf(childrenCard().getAttribute('aria-labelledby')) + 1,
    );
    expect(field).toHaveValue('mia-1');
    expect(field).toHaveAccessibleDescription(
      'Calls to the family’s phone line use this child’s call rules: calls on or off, allowed characters, quiet hours and daily call minutes.',
    );
    expect(
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mia', 'Noa']);
    await user.selectOptions(field, 'noa-2');
    await user.click(within(phoneLineCard()).getByRole('button', { name: 'Save' }));
    expect(
      await within(phoneLineCard()).findByText('The phone line follows Noa’s rules.'),
    ).toBeInTheDocument();
    expect(api.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ timeZone: 'UTC', phoneLineChildProfileId: 'noa-2' }),
    );

    // Saving the parent settings afterwards keeps the choice.
    const settings = screen.getByRole('region', { name: 'Parent settings' });
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('Settings saved.')).toBeInTheDocument();
    expect(api.settings.phoneLineChildProfileId).toBe('noa-2');
    expect(
      within(phoneLineCard()).getByLabelText('Phone line calls follow the rules of'),
    ).toHaveValue('noa-2');
  });

  it('shows the chosen child as the one followed', async () => {
    renderPage(
      createFakeParentsApi({
        profiles: [profileOf(), profileOf({ id: 'noa-2', name: 'Noa' })],
        phoneLineChildProfileId: 'noa-2',
      }),
    );
    expect(
      await within(await screen.findByRole('region', { name: 'Phone line' })).findByLabelText(
        'Phone line calls follow the rules of',
      ),
    ).toHaveValue('noa-2');
  });

  it('asks nothing about the phone line while the family has no child profile', async () => {
    renderPage();
    expect(await screen.findByText(/No child profiles yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone line calls follow the rules of')).not.toBeInTheDocument();
  });

  it('shows each safety alert with a link to its moment in the transcript, and searches chats', async () => {
    const user = userEvent.setup();
    const api = createFakeParentsApi({
      profiles: [profileOf()],
      events: [
        {
          id: '1',
          kind: 'personal-details',
          childProfileId: 'mia-1',
          characterId: 'pip',
          characterName: 'Pip',
          conversationId: 'c1',
          messageId: '12',
          message: 'my address is 12 Oak Street',
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      ],
      transcripts: [
        {
          conversationId: 'c1',
          childProfileId: 'mia-1',
          characterId: 'pip',
          characterName: 'Pip',
          updatedAt: '2026-11-26T10:00:00.000Z',
          messages: [
            { id: '11', role: 'child', text: 'hi Pip', createdAt: '2026-11-26T09:59:00.000Z' },
            {
              id: '12',
              role: 'child',
              text: '(This message was kept for a grown-up to read.)',
              createdAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        },
      ],
    });
    renderPage(api);
    const alerts = await screen.findByRole('region', { name: 'Safety alerts' });
    expect(within(alerts).getByText('Shared a personal detail')).toBeInTheDocument();
    expect(within(alerts).getByText('my address is 12 Oak Street')).toBeInTheDocument();
    expect(
      within(alerts).getByRole('link', { name: 'See the moment in the transcript' }),
    ).toHaveAttribute('href', '#message-12');

    const chat = await screen.findByRole('article', { name: 'Mia with Pip' });
    expect(chat.querySelector('#message-12')).toHaveTextContent('Safety alert');
    const chats = screen.getByRole('region', { name: 'Chats' });
    await user.type(within(chats).getByLabelText('Search the chats'), 'hi');
    await user.click(within(chats).getByRole('button', { name: 'Search' }));
    expect(api.transcripts).toHaveBeenLastCalledWith({ childProfileId: undefined, q: 'hi' });
    await user.click(
      within(await screen.findByRole('article', { name: 'Mia with Pip' })).getByRole('button', {
        name: 'Delete this chat',
      }),
    );
    expect(await within(chats).findByText('The chat is deleted.')).toBeInTheDocument();
    expect(api.deleteTranscript).toHaveBeenCalledWith('c1');
  });
});
