import type { FeedbackEntry, ProductReportSummary, SystemEvent } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminSections } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { ApiClientProvider } from '../../lib/api-client-context';
import { AdminSectionPage } from './AdminSectionPage';
import { createFakeAdminApi } from './testing/fake-admin-api';

const latestEvents = 'GET /api/DevOps/system-events?take=100';
const reports = 'GET /api/Marketplace/reports';
const feedback = 'GET /api/feedback?limit=50';
const seed = 'POST /api/Maintenance/seed-categories';

function anEvent(overrides: Partial<SystemEvent> = {}): SystemEvent {
  return {
    id: 'ev1',
    UtcTimeEpoch: Date.UTC(2026, 10, 20, 9, 30, 0),
    EventType: 700,
    UserId: 'user-1',
    SignedIn: true,
    PrimaryParameter: '/library',
    Environment: 'production',
    ReceivedUtcEpoch: Date.UTC(2026, 10, 20, 9, 30, 1),
    ...overrides,
  };
}

const aReport = (overrides: Partial<ProductReportSummary> = {}): ProductReportSummary => ({
  productId: 'p1',
  title: 'Moonlit Meadow',
  state: 'published',
  creatorName: 'Ana',
  reportCount: 1,
  reports: [{ reason: 'Scary picture', createdDateTimeUtcEpoch: 1000 }],
  ...overrides,
});

const aFeedback = (overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id: 'f1',
  rating: 5,
  text: 'We love bedtime stories!',
  path: '/story',
  userId: 'user-1',
  visitorId: null,
  userAgent: null,
  createdUtcEpoch: Date.UTC(2026, 10, 21, 18, 0, 0),
  ...overrides,
});

const serverError = () => {
  throw new ApiRequestError('API request failed: Forbidden', 403, {
    error: 'forbidden',
    message: 'Administrators only.',
    status: 403,
  });
};

function renderSection(title: string, routes: Record<string, unknown>) {
  const fake = createFakeAdminApi(routes);
  render(
    <ApiClientProvider client={fake.api}>
      <MemoryRouter>
        <AdminSectionPage title={title} />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return { fake, user: userEvent.setup() };
}

describe('Events section', () => {
  it('lists the latest events with readable types, who sent them and their parameters', async () => {
    renderSection('Events', {
      [latestEvents]: [
        anEvent(),
        anEvent({
          id: 'ev2',
          EventType: 701,
          UserId: 'visitor-9',
          SignedIn: false,
          PrimaryParameter: undefined,
        }),
        anEvent({
          id: 'ev3',
          EventType: 1200,
          UserId: null,
          SignedIn: false,
          PrimaryParameter: 'Loading chunk 7 failed',
          SecondaryParameter: '/ideas?x=1',
        }),
      ],
    });

    const table = await screen.findByRole('table', {
      name: 'The latest 3 events, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-20 09:30:00 UTCPage presence start (700)User user-1/library',
      '2026-11-20 09:30:00 UTCPresence heartbeat (701)Visitor visitor-9None',
      '2026-11-20 09:30:00 UTCChunk load failure (1200)UnknownLoading chunk 7 failed/ideas?x=1',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Type', 'User or visitor', 'Parameters']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('filters by user id through the user path, and refreshes the same list', async () => {
    const { fake, user } = renderSection('Events', {
      [latestEvents]: [anEvent()],
      'GET /api/DevOps/system-events/visitor%2F9': [
        anEvent({ id: 'ev9', UserId: 'visitor/9', SignedIn: false }),
      ],
    });
    await screen.findByRole('table');

    await user.type(screen.getByRole('textbox', { name: 'User or visitor id' }), ' visitor/9 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const table = await screen.findByRole('table', {
      name: 'The latest event of visitor/9, newest first',
    });
    expect(table).toHaveTextContent('Visitor visitor/9');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('table', { name: 'The latest event of visitor/9, newest first' });
    expect(fake.pathsCalled()).toEqual([
      latestEvents,
      'GET /api/DevOps/system-events/visitor%2F9',
      'GET /api/DevOps/system-events/visitor%2F9',
    ]);

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await screen.findByRole('table', { name: 'The latest event, newest first' });
    expect(fake.pathsCalled().at(-1)).toBe(latestEvents);
  });

  it('says so when there are no events', async () => {
    renderSection('Events', { [latestEvents]: [] });
    expect(await screen.findByText('No events yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server message in the error box, and tries again', async () => {
    let attempts = 0;
    const { user } = renderSection('Events', {
      [latestEvents]: () => (++attempts === 1 ? serverError() : [anEvent()]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Administrators only.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Maintenance section', () => {
  const fullMaintenance = {
    [reports]: {
      items: [
        aReport(),
        aReport({
          productId: 'p2',
          title: 'Dragon Picnic',
          creatorName: 'Ben',
          reportCount: 2,
          reports: [
            { reason: 'Rude words', createdDateTimeUtcEpoch: 2000 },
            { reason: 'Copied', createdDateTimeUtcEpoch: 5000 },
          ],
        }),
      ],
    },
    [feedback]: {
      items: [aFeedback(), aFeedback({ id: 'f2', rating: 2, text: null, path: null })],
      nextCursor: null,
    },
    // The campaigns panel (its own tests are in campaigns/CampaignsPanel.test.tsx).
    'GET /api/DevOps/campaigns': { campaigns: [], defaultCode: null },
    'GET /story/list?limit=50': { items: [] },
  };

  it('lists reported products, most recently reported first, linking to each product', async () => {
    renderSection('Maintenance', fullMaintenance);
    const table = await screen.findByRole('table', {
      name: 'Reported products, most recently reported first',
    });
    const titles = within(table).getAllByRole('link');
    expect(titles.map((link) => link.textContent)).toEqual(['Dragon Picnic', 'Moonlit Meadow']);
    expect(titles[0]).toHaveAttribute('href', '/marketplace/product/p2');
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'CopiedRude words', '1970-01-01 00:00:05 UTC']);
  });

  it('lists the latest feedback with rating, text, page and time', async () => {
    renderSection('Maintenance', fullMaintenance);
    const table = await screen.findByRole('table', {
      name: 'The latest 50 feedback entries, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-21 18:00:00 UTC5We love bedtime stories!/story',
      '2026-11-21 18:00:00 UTC2No textUnknown',
    ]);
  });

  it('re-seeds the categories and shows what was added', async () => {
    const { fake, user } = renderSection('Maintenance', {
      ...fullMaintenance,
      [seed]: { added: ['space', 'animals'], total: 12 },
    });
    await user.click(screen.getByRole('button', { name: 'Re-seed categories' }));
    expect(
      await screen.findByText('Added 2: space, animals. 12 categories in total.'),
    ).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/Maintenance/seed-categories' },
    ]);
  });

  it('shows an error box when re-seeding fails', async () => {
    const { user } = renderSection('Maintenance', { ...fullMaintenance, [seed]: serverError });
    await user.click(screen.getByRole('button', { name: 'Re-seed categories' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrators only.');
  });

  it('shows empty messages when nothing was reported and nobody wrote', async () => {
    renderSection('Maintenance', {
      [reports]: { items: [] },
      [feedback]: { items: [], nextCursor: null },
    });
    expect(await screen.findByText('No product has been reported.')).toBeInTheDocument();
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('shows an error box for each list that fails to load', async () => {
    renderSection('Maintenance', { [reports]: serverError, [feedback]: serverError });
    const reportsPanel = screen.getByRole('region', { name: 'Reported products' });
    const feedbackPanel = screen.getByRole('region', { name: 'Latest feedback' });
    expect(await within(reportsPanel).findByRole('alert')).toHaveTextContent(
      'Administrators only.',
    );
    expect(await within(feedbackPanel).findByRole('alert')).toHaveTextContent(
      'Administrators only.',
    );
  });
});

describe('Every section', () => {
  it.each(adminSections.map((section) => section.title))(
    '%s has its tools under its heading',
    (title) => {
      renderSection(title, {});
      const heading = screen.getByRole('heading', { name: title });
      // The section's own tools follow the heading; a section without any shows nothing there.
      expect(heading.nextElementSibling).not.toBeNull();
    },
  );
});
