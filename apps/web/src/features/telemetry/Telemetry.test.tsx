import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices, testConfig } from '../../test/render';
import { PAGE_LOAD_QUIET_MS } from './idle-queue';
import { appUpdates } from './service-worker-updates';
import { Telemetry } from './Telemetry';

let beacons: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  beacons = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, data: Blob) => {
      void data.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
      return true;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  appUpdates.setWaiting(null);
});

const pageViews = () =>
  beacons.filter((beacon) => beacon.body.EventType === 700).map((b) => b.body.PrimaryParameter);

describe('<Telemetry />', () => {
  it('reports a page view for the first page and for every route change', async () => {
    renderWithServices(
      <>
        <Telemetry />
        <Link to="/library">Library</Link>
        <Link to="/story">Story</Link>
      </>,
      { path: '/story', config: testConfig({ apiBase: 'https://api.example' }) },
    );
    // Presence waits for the page's quiet start (idle-queue.ts) before it goes out.
    const quietStart = { timeout: PAGE_LOAD_QUIET_MS + 1000 };
    await vi.waitFor(() => expect(pageViews()).toEqual(['/story']), quietStart);
    expect(beacons[0]?.url).toBe('https://api.example/api/events');

    await userEvent.click(screen.getByRole('link', { name: 'Library' }));
    await vi.waitFor(() => expect(pageViews()).toEqual(['/story', '/library']), quietStart);
  });

  it('shows the new-version banner with the product name', () => {
    renderWithServices(<Telemetry />, { config: testConfig({ productName: 'Bedtime Tales' }) });
    act(() => appUpdates.setWaiting({} as ServiceWorker));
    expect(screen.getByText('A new version of Bedtime Tales is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
