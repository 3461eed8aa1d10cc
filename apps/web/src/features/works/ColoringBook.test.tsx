import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DownloadModule from '../../lib/download';
import { saveBlobAs } from '../../lib/download';
import { FILES_ORIGIN, sampleColoringBook, workArtifact } from './testing/fake-works-api';
import { renderWorks } from './testing/render-works';

// The browser's save dialog is the edge of the app: the test sees what would be saved.
vi.mock('../../lib/download', async (original) => ({
  ...(await original<typeof DownloadModule>()),
  saveBlobAs: vi.fn(),
}));

const coloringCard = () => screen.findByRole('region', { name: 'Coloring book' });

beforeEach(() => {
  vi.mocked(saveBlobAs).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the coloring book', () => {
  it('shows one lazy picture per page, described for screen readers', async () => {
    renderWorks({ saved: [workArtifact('coloring-book', 'book-1')] });
    const card = await coloringCard();
    const gallery = within(card).getByRole('list', { name: 'Coloring pages' });
    // Each page holds its place until its address arrives, then shows the picture.
    await waitFor(() => expect(gallery.querySelectorAll('img')).toHaveLength(3));
    const pictures = within(gallery).getAllByRole('img');
    expect(pictures).toHaveLength(sampleColoringBook.pages.length);
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(
      sampleColoringBook.pages.map((page) => page.description),
    );
    expect(pictures[0]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAttribute(
      'src',
      `${FILES_ORIGIN}/${sampleColoringBook.pages[0]?.png}`,
    );
    expect(within(card).getByRole('link', { name: 'Open page 2 to print' })).toHaveAttribute(
      'href',
      `${FILES_ORIGIN}/${sampleColoringBook.pages[1]?.png}`,
    );
  });

  it('downloads the whole book as a PDF named after the story', async () => {
    const user = userEvent.setup();
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      );
    renderWorks({ saved: [workArtifact('coloring-book', 'book-1')] });
    const card = await coloringCard();
    await user.click(
      within(card).getByRole('button', { name: 'Download the coloring book (PDF)' }),
    );

    await waitFor(() => expect(saveBlobAs).toHaveBeenCalledTimes(1));
    expect(fetched).toHaveBeenCalledWith(`${FILES_ORIGIN}/${sampleColoringBook.pdf}`);
    const [blob, fileName] = vi.mocked(saveBlobAs).mock.calls[0] ?? [];
    expect(fileName).toBe('Luna and the Fallen Star - coloring book.pdf');
    expect(blob?.type).toBe('application/pdf');
  });

  it('says so when the download fails, and tries again', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('gone', { status: 503 }))
      .mockResolvedValueOnce(new Response(new Blob(['%PDF'], { type: 'application/pdf' })));
    renderWorks({ saved: [workArtifact('coloring-book', 'book-1')] });
    const card = await coloringCard();
    await user.click(
      within(card).getByRole('button', { name: 'Download the coloring book (PDF)' }),
    );
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('The download did not work');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saveBlobAs).toHaveBeenCalledTimes(1));
  });

  it('asks for the paper first: Letter in the US by default, A4 on request', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const { fake } = renderWorks();
    const card = await coloringCard();
    const paper = within(card).getByRole('group', { name: 'Paper size' });
    expect(within(paper).getByRole('radio', { name: 'Letter' })).toBeChecked();
    await user.click(within(paper).getByRole('radio', { name: 'A4' }));
    await user.click(within(card).getByRole('button', { name: 'Make the coloring book' }));
    await waitFor(() =>
      expect(fake.generateCalls()[0]?.body).toMatchObject({
        Artifact: { kind: 'coloring-book' },
        Options: { paper: 'a4' },
      }),
    );
  });
});
