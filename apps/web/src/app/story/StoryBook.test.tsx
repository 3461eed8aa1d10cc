import { OPENMOJI_CREDIT } from '@storyloom/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBookRoutes } from '../../features/book/testing/fake-book-routes';
import { trackedGenerationOf } from '../../features/wizard/generation';
import { apiError, sampleBook } from '../../features/wizard/testing/fake-story-api';
import {
  BOOK_ARTIFACT_ID,
  finishedArtifact,
  wizardWithBook,
} from '../../features/wizard/testing/told-story';
import { renderStoryPage, type WizardSetup } from './testing/render-story-page';

/** The Ready step with a finished, illustrated book the server also holds. */
function withBook(setup: WizardSetup = {}) {
  const wizard = setup.wizard ?? wizardWithBook();
  return renderStoryPage({
    ...setup,
    wizard,
    prepareApi(fake) {
      const told = trackedGenerationOf(wizard.story.artifact)?.result ?? undefined;
      fake.seed(finishedArtifact(wizard.story.id, told));
      installBookRoutes(fake);
    },
  });
}

const page = () => screen.getByRole('article', { name: 'Luna and the Fallen Star' });
const pageCount = () => within(page()).getByText(/^Page \d of 3$/, { selector: 'p' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the story book', () => {
  it('shows each page with its picture above the text, described by its alt text', async () => {
    withBook();
    const picture = await screen.findByRole('img', {
      name: 'Luna holding a glowing map in her bedroom',
    });
    expect(picture).toHaveAttribute('src', 'https://files.test/users/u1/stories/s1/page-1-v1.png');
    expect(screen.getByText('Luna found a map.')).toBeInTheDocument();
    expect(screen.getByText(OPENMOJI_CREDIT)).toBeInTheDocument();
  });

  it('leaves out the picture credit for a book without pictures', () => {
    withBook({ wizard: wizardWithBook(sampleBook) });
    expect(screen.getByText('Luna found a map.')).toBeInTheDocument();
    expect(screen.queryByText(OPENMOJI_CREDIT)).not.toBeInTheDocument();
  });

  it('turns pages with a sideways swipe, but not with a short or vertical one', () => {
    withBook();
    const sheet = screen.getByRole('group', { name: 'Page 1 of 3' });
    const swipe = (from: [number, number], to: [number, number]) => {
      const target = screen.getByRole('group', { name: /^Page \d of 3$/ });
      fireEvent.pointerDown(target, { pointerId: 1, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(target, { pointerId: 1, clientX: to[0], clientY: to[1] });
    };
    expect(sheet).toBeInTheDocument();
    swipe([300, 100], [200, 110]);
    expect(pageCount()).toHaveTextContent('Page 2 of 3');
    expect(screen.getByText('The forest was dark.')).toBeInTheDocument();
    swipe([300, 100], [270, 100]);
    expect(pageCount()).toHaveTextContent('Page 2 of 3');
    swipe([300, 100], [240, 300]);
    expect(pageCount()).toHaveTextContent('Page 2 of 3');
    swipe([100, 100], [220, 90]);
    expect(pageCount()).toHaveTextContent('Page 1 of 3');
  });

  it('turns pages with the arrow keys and focuses the new page', async () => {
    const user = userEvent.setup();
    withBook();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Page 2 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('She found the star.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(pageCount()).toHaveTextContent('Page 1 of 3');
  });

  it('saves an edited page as the same book, and keeps the typing when saving fails', async () => {
    const user = userEvent.setup();
    const { fake, store } = withBook();
    await user.click(screen.getByRole('button', { name: 'Edit page' }));
    const editor = screen.getByRole('textbox', { name: 'Text of page 1' });
    expect(editor).toHaveValue('Luna found a map.');
    // Typing an arrow key moves the cursor, never the page.
    await user.keyboard('{ArrowLeft}');
    await user.clear(editor);
    await user.type(editor, 'Luna found a shiny map.');

    fake.failNext('POST', /^\/artifacts\/create$/, new Error('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The page could not be saved');
    expect(screen.getByRole('textbox', { name: 'Text of page 1' })).toHaveValue(
      'Luna found a shiny map.',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Saved once the editor has closed; only then is the page's text the book's own.
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Text of page 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Luna found a shiny map.')).toBeInTheDocument();
    const saved = fake.calls.filter((call) => call.path === '/artifacts/create').at(-1);
    expect(saved?.body).toEqual({
      artifact: {
        id: BOOK_ARTIFACT_ID,
        storyId: store.getState().wizard.story.id,
        kind: 'story',
        result: expect.objectContaining({
          pages: [
            expect.objectContaining({ text: 'Luna found a shiny map.' }),
            expect.objectContaining({ text: 'The forest was dark.' }),
            expect.objectContaining({ text: 'She found the star.' }),
          ],
        }),
      },
    });
    expect(store.getState().wizard.story.artifact).toMatchObject({
      result: { pages: [{ text: 'Luna found a shiny map.' }, {}, {}] },
    });
  });

  it('draws a new picture from a revised description and style, then shows it', async () => {
    const user = userEvent.setup();
    const { fake, store } = withBook({ credits: 30, creditsPerImage: 2 });
    await user.click(screen.getByRole('button', { name: 'New picture' }));
    const dialog = screen.getByRole('dialog', { name: 'A new picture' });
    const description = within(dialog).getByRole('textbox', {
      name: 'What should the picture show?',
    });
    expect(description).toHaveValue('Luna holding a glowing map in her bedroom');
    expect(within(dialog).getByRole('radio', { name: 'Storybook' })).toBeChecked();
    expect(within(dialog).getByText('A new picture uses 2 credits. You have 30.')).toBeVisible();

    await user.clear(description);
    await user.type(description, 'Luna reading the map by moonlight');
    await user.click(within(dialog).getByRole('radio', { name: 'Soft pastels' }));
    await user.click(within(dialog).getByRole('button', { name: 'Draw' }));

    expect(
      await screen.findByRole('img', { name: 'Luna reading the map by moonlight' }),
    ).toHaveAttribute('src', 'https://files.test/users/u1/stories/s1/page-1-v2.png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const drawn = fake.calls.find((call) => call.path.endsWith('/regenerate-image'));
    expect(drawn).toMatchObject({
      method: 'PUT',
      path: `/artifacts/${BOOK_ARTIFACT_ID}/regenerate-image`,
      body: {
        tag: 'page-1',
        revisedImageSpecification: 'Luna reading the map by moonlight',
        storyId: store.getState().wizard.story.id,
        imageStyle: 'pastel',
      },
    });
  });

  it('offers the plans when a new picture needs more credits', async () => {
    const user = userEvent.setup();
    const onSeePlans = vi.fn();
    const { fake } = withBook({ onSeePlans });
    fake.failNext('PUT', /regenerate-image$/, apiError(402, 'insufficient_credits', 'No credits'));
    await user.click(screen.getByRole('button', { name: 'New picture' }));
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await user.click(await screen.findByRole('button', { name: 'See Pricing & Plans' }));
    expect(onSeePlans).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Luna holding a glowing map in her bedroom' }),
    ).toBeInTheDocument();
  });

  it('downloads the PDF through the blob helper and links to the reader', async () => {
    const user = userEvent.setup();
    const { fake } = withBook();
    const createObjectURL = vi.fn(() => 'blob:story');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fake.api.requestBlob).toHaveBeenCalledWith(`/artifacts/${BOOK_ARTIFACT_ID}/pdf`, {
      method: 'GET',
    });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(saved[0]).toEqual({ name: 'Luna and the Fallen Star.pdf', href: 'blob:story' });
    expect(screen.getByRole('link', { name: 'Open in reader' })).toHaveAttribute(
      'href',
      `/view/${BOOK_ARTIFACT_ID}`,
    );
    vi.unstubAllGlobals();
  });

  it('says so when the PDF cannot be downloaded, with one click to try again', async () => {
    const user = userEvent.setup();
    const { fake } = withBook();
    fake.failNext('GET', /\/pdf$/, apiError(404, 'not_found', 'This story has no book yet.'));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This story has no book yet.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('is read only for a visitor', () => {
    withBook({ signedIn: false });
    expect(screen.getByText('Luna found a map.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
