import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECTED } from '../../lib/live-client';
import { sampleSong, workArtifact } from './testing/fake-works-api';
import { renderWorks } from './testing/render-works';

const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('more from this story', () => {
  it('offers the three works with what each costs', async () => {
    renderWorks({ credits: 12, creditsPerImage: 2, creditsPerSong: 5, creditsPerAudioBook: 4 });
    expect(screen.getByRole('heading', { name: 'More from this story' })).toBeInTheDocument();
    // A picture a page for the coloring book (3 pages), flat prices for the others.
    expect(
      within(await screen.findByRole('region', { name: 'Coloring book' })).getByText(
        'Uses 6 credits. You have 12.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Song')).getByText('Uses 5 credits. You have 12.')).toBeInTheDocument();
    expect(within(card('Audiobook')).getByText('Uses 4 credits. You have 12.')).toBeInTheDocument();
  });

  it('makes a song: the stage in words and the percent, live, then the player', async () => {
    const user = userEvent.setup();
    const { fake, progressEvent, finish } = renderWorks();
    await user.click(await screen.findByRole('button', { name: 'Make the song' }));

    const progress = await within(card('Song')).findByRole('progressbar', {
      name: 'Song progress',
    });
    expect(within(card('Song')).getByText('Getting ready…')).toBeInTheDocument();
    const request = fake.generateCalls()[0]?.body as Record<string, unknown>;
    expect(request).toMatchObject({
      Artifact: { storyId: fake.newest('song').storyId, kind: 'song' },
      Regenerate: false,
    });
    // A fresh id per request, so a retried request is answered, not charged twice.
    expect((request.Artifact as { id?: string }).id).toMatch(/^\d{4}-/);

    progressEvent(fake.newest('song').id, {
      status: 'running',
      progress: { stage: 'composing', percent: 40 },
    });
    expect(within(card('Song')).getByText('Finding the tune…')).toBeInTheDocument();
    expect(within(card('Song')).getByText('40%')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '40');

    finish('song', sampleSong);
    expect(await within(card('Song')).findByText(sampleSong.title)).toBeInTheDocument();
    expect(within(card('Song')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(card('Song')).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('stops a work on request and says the credits came back', async () => {
    const user = userEvent.setup();
    const { fake, progressEvent } = renderWorks({ credits: 30, creditsPerAudioBook: 4 });
    await user.click(await screen.findByRole('button', { name: 'Make the audiobook' }));
    await within(card('Audiobook')).findByRole('progressbar');
    progressEvent(fake.newest('audiobook').id, {
      status: 'running',
      progress: { stage: 'narrating', percent: 20 },
    });
    expect(fake.balance()).toBe(26);

    await user.click(screen.getByRole('button', { name: 'Stop making the audiobook' }));
    expect(
      await within(card('Audiobook')).findByText('Stopped. Your credits were returned.'),
    ).toBeInTheDocument();
    expect(fake.balance()).toBe(30);
    expect(within(card('Audiobook')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make the audiobook' })).toBeEnabled();
  });

  it('says kindly when the server finds too few credits, with the plans one click away', async () => {
    const user = userEvent.setup();
    const onSeePlans = vi.fn();
    // The device thinks there is enough; the server's ledger knows better.
    renderWorks({ credits: 2, shownCredits: 20, creditsPerSong: 5, onSeePlans });
    await user.click(await screen.findByRole('button', { name: 'Make the song' }));
    expect(
      await within(card('Song')).findByText(/You need a few more credits for this story/),
    ).toBeInTheDocument();
    await user.click(within(card('Song')).getByRole('button', { name: 'See Pricing & Plans' }));
    expect(onSeePlans).toHaveBeenCalled();
    expect(within(card('Song')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps Make disabled, with the reason, when the credits are known to be short', async () => {
    renderWorks({ credits: 3, creditsPerSong: 5, creditsPerAudioBook: 2 });
    const make = await screen.findByRole('button', { name: 'Make the song' });
    expect(make).toBeDisabled();
    expect(make).toHaveAccessibleDescription('You need 5 credits for this, and you have 3.');
    expect(screen.getByRole('button', { name: 'Make the audiobook' })).toBeEnabled();
  });

  it('shows the server’s reason when a work fails, and tries again on request', async () => {
    const user = userEvent.setup();
    const { fake, progressEvent } = renderWorks();
    await user.click(await screen.findByRole('button', { name: 'Make the coloring book' }));
    await within(card('Coloring book')).findByRole('progressbar');
    progressEvent(fake.newest('coloring-book').id, {
      status: 'failed',
      error: 'The drawing service is resting.',
    });
    const alert = await within(card('Coloring book')).findByRole('alert');
    expect(alert).toHaveTextContent('The coloring book could not be made');
    expect(alert).toHaveTextContent('The drawing service is resting. Your credits were returned.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fake.generateCalls()).toHaveLength(2));
    expect(await within(card('Coloring book')).findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows what was made in an earlier visit, newest of each kind, and reads progress again', async () => {
    const { fake, live } = renderWorks({
      saved: [
        workArtifact('song', 'song-new', {
          status: 'running',
          progress: { stage: 'recording', percent: 70 },
          result: null,
        }),
        workArtifact('song', 'song-old'),
        workArtifact('coloring-book', 'coloring-1'),
      ],
    });
    const song = await screen.findByRole('region', { name: 'Song' });
    expect(within(song).getByText('Singing it…')).toBeInTheDocument();
    expect(within(card('Coloring book')).getAllByRole('img')).toHaveLength(3);
    expect(
      within(card('Audiobook')).getByRole('button', { name: 'Make the audiobook' }),
    ).toBeEnabled();

    // Events sent while the stream was down are not replayed: the app asks instead.
    fake.advance('song-new', { status: 'succeeded', result: sampleSong });
    live.emit(LIVE_RECONNECTED, {});
    expect(await within(card('Song')).findByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('makes a finished work again only when asked, and deletes one after asking', async () => {
    const user = userEvent.setup();
    const { fake } = renderWorks({ saved: [workArtifact('song', 'song-1')] });
    await user.click(await screen.findByRole('button', { name: 'Make the song again' }));
    // The cost is shown before anything is charged.
    expect(within(card('Song')).getByText('Uses 5 credits. You have 30.')).toBeInTheDocument();
    await user.click(within(card('Song')).getByRole('button', { name: 'Make the song' }));
    await waitFor(() => expect(fake.generateCalls()[0]?.body).toMatchObject({ Regenerate: true }));
    expect(await within(card('Song')).findByRole('progressbar')).toBeInTheDocument();

    const coloring = renderWorks({ saved: [workArtifact('coloring-book', 'book-1')] });
    const coloringCard = () =>
      within(coloring.container).getByRole('region', { name: 'Coloring book' });
    await user.click(
      await within(coloring.container).findByRole('button', { name: 'Delete the coloring book' }),
    );
    expect(
      within(coloringCard()).getByText('Delete this coloring book? You can always make a new one.'),
    ).toBeInTheDocument();
    await user.click(within(coloringCard()).getByRole('button', { name: 'Yes, delete' }));
    expect(
      await within(coloringCard()).findByRole('button', { name: 'Make the coloring book' }),
    ).toBeInTheDocument();
    expect(within(coloringCard()).queryAllByRole('img')).toHaveLength(0);
    expect(coloring.fake.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `DELETE /story/${fake.work('song-1').storyId}/artifact/book-1`,
    );
  });
});
