import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { FeedbackWidget } from './FeedbackWidget';
import { openFeedback } from './open-feedback';

function fakeApi(answer: () => Promise<unknown> = () => Promise.resolve({ id: 'fb-1' })) {
  const request = vi.fn(answer);
  const publicRequest = vi.fn(answer);
  const api = { request, publicRequest, requestBlob: vi.fn() } as unknown as ApiClient;
  return { api, request, publicRequest };
}

function renderWidget({ signedIn = true, api = fakeApi() } = {}) {
  render(
    <ApiClientProvider client={api.api}>
      <MemoryRouter initialEntries={['/story/abc']}>
        <FeedbackWidget signedIn={signedIn} />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return api;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Share Feedback' });
// The form is its own chunk, loaded the first time it opens.
const formShown = () => screen.findByRole('dialog', { name: 'Share Feedback' });
const textBox = () => screen.getByPlaceholderText('Tell us more...');
const send = () => screen.getByRole('button', { name: 'Send Feedback' });

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FeedbackWidget', () => {
  it('opens the Share Feedback form from the floating button', async () => {
    const user = userEvent.setup();
    renderWidget();
    expect(dialog()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Feedback?' }));
    expect(await formShown()).toBeInTheDocument();
    for (const n of [1, 2, 3, 4, 5]) {
      expect(screen.getByRole('button', { name: `Rate ${n} out of 5` })).toBeInTheDocument();
    }
    expect(textBox()).toHaveAttribute('rows', '4');
    expect(send()).toBeInTheDocument();
  });

  it('opens when something else calls openFeedback()', async () => {
    renderWidget();
    act(() => openFeedback());
    expect(await formShown()).toBeInTheDocument();
  });

  it('asks for a rating before sending anything', async () => {
    const user = userEvent.setup();
    const api = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Feedback?' }));
    await formShown();
    await user.type(textBox(), 'Lovely stories');
    await user.click(send());

    expect(alert).toHaveBeenCalledWith('Please select a rating.');
    expect(api.request).not.toHaveBeenCalled();
    expect(api.publicRequest).not.toHaveBeenCalled();
    expect(textBox()).toHaveValue('Lovely stories');
  });

  it('thanks the user for 3 seconds, then closes and forgets the rating and text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const api = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Feedback?' }));
    await formShown();
    const four = screen.getByRole('button', { name: 'Rate 4 out of 5' });
    await user.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    await user.type(textBox(), 'My daughter loved it');
    await user.click(send());

    expect(api.request).toHaveBeenCalledWith('/api/feedback', {
      method: 'POST',
      body: { rating: 4, text: 'My daughter loved it', path: '/story/abc' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(dialog()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Feedback?' }));

    await formShown();
    expect(textBox()).toHaveValue('');
    for (const n of [1, 2, 3, 4, 5]) {
      expect(screen.getByRole('button', { name: `Rate ${n} out of 5` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
  });

  it('says the send failed and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = renderWidget({
      api: fakeApi(() =>
        Promise.reject(
          new ApiRequestError('API request failed: 429', 429, { message: 'Too many' }),
        ),
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Feedback?' }));
    await formShown();
    await user.click(screen.getByRole('button', { name: 'Rate 2 out of 5' }));
    await user.type(textBox(), 'The page was slow');
    await user.click(send());

    expect(api.request).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Failed to submit feedback. Please try again later.');
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    expect(textBox()).toHaveValue('The page was slow');
    expect(screen.getByRole('button', { name: 'Rate 2 out of 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends a visitor’s feedback without credentials', async () => {
    const user = userEvent.setup();
    const api = renderWidget({ signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Feedback?' }));
    await formShown();
    await user.click(screen.getByRole('button', { name: 'Rate 5 out of 5' }));
    await user.click(send());

    expect(api.request).not.toHaveBeenCalled();
    expect(api.publicRequest).toHaveBeenCalledWith('/api/feedback', {
      method: 'POST',
      body: { rating: 5, text: '', path: '/story/abc' },
    });
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
  });
});
