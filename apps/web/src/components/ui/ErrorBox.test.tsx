import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBox } from './ErrorBox';

const HEAVY_LOAD = 'We may be under heavy load. Please try again in few minutes.';

describe('ErrorBox', () => {
  it('is an alert titled "Something went wrong" unless told otherwise', () => {
    const { rerender } = render(<ErrorBox message="The story could not be saved." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The story could not be saved.');

    rerender(<ErrorBox title="No contacts" message="The story could not be saved." />);
    expect(screen.getByRole('alert')).toHaveTextContent('No contacts');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Something went wrong');
  });

  it('shows a plain message as it is and reports nothing', () => {
    const report = vi.fn();
    render(<ErrorBox message="Please pick a character first." report={report} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please pick a character first.');
    expect(report).not.toHaveBeenCalled();
  });

  it.each(['TypeError: Failed to fetch', 'Unhandled exception in story engine'])(
    'replaces "%s" with the heavy-load text and reports the original once',
    (message) => {
      const report = vi.fn();
      // A fresh callback on every render, as an inline arrow in a parent would be.
      const { rerender } = render(<ErrorBox message={message} report={(m) => report(m)} />);
      expect(screen.getByRole('alert')).toHaveTextContent(HEAVY_LOAD);
      expect(screen.getByRole('alert')).not.toHaveTextContent(message);

      rerender(<ErrorBox message={message} report={(m) => report(m)} title="Still failing" />);
      expect(report).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith(message);
    },
  );

  it('offers Try again only when it can retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ErrorBox message="Oops" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    rerender(<ErrorBox message="Oops" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
