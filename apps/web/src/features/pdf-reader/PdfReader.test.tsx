import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PdfReader } from './PdfReader';
import { createFakePdfLoader } from './testing/fake-pdf';

const book = new Blob(['%PDF-1.7 a picture book'], { type: 'application/pdf' });

function renderReader(loader = createFakePdfLoader()) {
  render(
    <PdfReader
      data={book}
      title="Luna and the Fallen Star"
      fileName="Luna and the Fallen Star.pdf"
      loadDocument={loader.load}
    />,
  );
  return loader;
}

const zoomShown = () => screen.getByRole('status', { name: 'Zoom' });
const pageShown = async () =>
  within(await screen.findByRole('toolbar', { name: 'Reader controls' })).getByText(
    /^Page \d of \d$/,
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the PDF reader', () => {
  it('opens the bytes of the book and lays out every page, drawing each one', async () => {
    const loader = renderReader();
    expect(screen.getByRole('status')).toHaveTextContent('Opening the book…');
    expect(await pageShown()).toHaveTextContent('Page 1 of 3');
    expect(new TextDecoder().decode(loader.opened[0])).toBe('%PDF-1.7 a picture book');
    for (const number of [1, 2, 3]) {
      expect(screen.getByRole('img', { name: `Page ${number}` })).toBeInTheDocument();
    }
    await waitFor(() => expect(loader.drawings.map((d) => d.pageNumber)).toEqual([1, 2, 3]));
    expect(loader.drawings[0]?.canvas).toBe(screen.getByRole('img', { name: 'Page 1' }));
  });

  it("lays each page's words over its drawing, once, and again at a new zoom", async () => {
    const user = userEvent.setup();
    renderReader();
    await pageShown();
    const pages = screen.getByRole('region', { name: 'Pages' });
    for (const number of [1, 2, 3]) {
      expect(await within(pages).findByText(`Words on page ${number}`)).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() =>
      expect(within(pages).getByText('Words on page 2')).toHaveAttribute('data-scale', '1.25'),
    );
    // The words of the old zoom are gone, not stacked under the new ones.
    expect(within(pages).getAllByText('Words on page 2')).toHaveLength(1);
  });

  it('starts fitted to the width it has, as on a phone', async () => {
    // The viewer is 864px wide: 840px for pages 420px wide, so 200%.
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(864);
    renderReader();
    await pageShown();
    expect(zoomShown()).toHaveTextContent('200%');
    expect(screen.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Page 1' })).toHaveStyle({ width: '840px' });
  });

  it('zooms in and out with the buttons and the + and - keys, and fits the width again', async () => {
    const user = userEvent.setup();
    const loader = renderReader();
    await pageShown();
    expect(zoomShown()).toHaveTextContent('100%');

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomShown()).toHaveTextContent('125%');
    expect(screen.getByRole('button', { name: 'Fit width' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.keyboard('+');
    expect(zoomShown()).toHaveTextContent('150%');
    expect(screen.getByRole('img', { name: 'Page 2' })).toHaveStyle({ width: '630px' });
    await user.keyboard('-');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoomShown()).toHaveTextContent('75%');
    await waitFor(() => expect(loader.drawings.at(-1)?.scale).toBeCloseTo(0.75));

    await user.click(screen.getByRole('button', { name: 'Fit width' }));
    expect(zoomShown()).toHaveTextContent('100%');
  });

  it('goes through the pages with the buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    renderReader();
    await pageShown();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await pageShown()).toHaveTextContent('Page 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(await pageShown()).toHaveTextContent('Page 3 of 3');
    // At the end the button keeps the focus, so the arrow keys go on working.
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(await pageShown()).toHaveTextContent('Page 3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(await pageShown()).toHaveTextContent('Page 2 of 3');
  });

  it('follows the scrolling in "page x of y"', async () => {
    renderReader();
    await pageShown();
    // The viewer shows 0 to 700px; page 2 has passed the middle (350px), page 3 has not.
    const tops: Record<string, number> = { '1': -700, '2': 200, '3': 900 };
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const number = this.getAttribute('data-page-number');
      const top = number === null ? 0 : (tops[number] ?? 0);
      return DOMRect.fromRect({ x: 0, y: top, width: 420, height: number ? 595 : 700 });
    });
    const pages = screen.getByRole('region', { name: 'Pages' });
    // Pages arrive one by one; the reader measures those that are there when it scrolls.
    await waitFor(() => expect(pages.querySelectorAll('[data-page-number]')).toHaveLength(3));
    fireEvent.scroll(pages);
    await waitFor(async () => expect(await pageShown()).toHaveTextContent('Page 2 of 3'));
  });

  it('downloads the very same PDF under the story’s name', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:book');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    renderReader();
    await pageShown();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(createObjectURL).toHaveBeenCalledWith(book);
    expect(saved).toEqual([{ name: 'Luna and the Fallen Star.pdf', href: 'blob:book' }]);
  });

  it('says so when the book cannot be opened, and opens it on Try again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = createFakePdfLoader();
    loader.failNextOpen();
    renderReader(loader);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The book could not be opened');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await pageShown()).toHaveTextContent('Page 1 of 3');
  });
});
