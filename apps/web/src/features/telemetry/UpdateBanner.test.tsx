import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createUpdateStore } from './service-worker-updates';
import { UpdateBanner } from './UpdateBanner';

const worker = {} as ServiceWorker;

describe('UpdateBanner', () => {
  it('stays hidden while no new version waits', () => {
    render(<UpdateBanner productName="Storyloom" store={createUpdateStore()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('appears when a new version is ready, with the configured product name', () => {
    const store = createUpdateStore();
    render(<UpdateBanner productName="Bedtime Tales" store={store} />);
    act(() => store.setWaiting(worker));
    expect(screen.getByRole('status')).toHaveTextContent(
      'A new version of Bedtime Tales is ready.',
    );
  });

  it('reloads into the new version once, however often Reload is pressed', async () => {
    const store = createUpdateStore();
    store.setWaiting(worker);
    const onReload = vi.fn();
    render(<UpdateBanner productName="Storyloom" store={store} onReload={onReload} />);
    const button = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
