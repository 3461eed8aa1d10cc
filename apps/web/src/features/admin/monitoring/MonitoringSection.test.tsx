import type { Monitoring } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderAdminSection } from '../testing/render-section';

const monitoring = 'GET /api/DevOps/monitoring';

const aSnapshot = (overrides: Partial<Monitoring> = {}): Monitoring => ({
  uptimeSeconds: 7_800,
  memory: { rssBytes: 327_680_000, heapUsedBytes: 104_857_600 },
  nodeVersion: 'v24.1.0',
  appVersion: 'v1.1.3',
  database: { kind: 'pglite', roundTripMs: 0.42 },
  jobsLast24h: { queued: 1, running: 0, retrying: 0, completed: 12, failed: 2, cancelled: 0 },
  liveConnections: 3,
  mail: 'outbox',
  aiProviders: { text: 'anthropic', image: 'offline', speech: 'elevenlabs', music: 'offline' },
  ...overrides,
});

const fact = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label).closest('.admin-facts__row');

describe('Monitoring section', () => {
  it('shows the process, database, jobs, connections, mail and AI providers', async () => {
    renderAdminSection('Monitoring', { [monitoring]: aSnapshot() });

    const process = await screen.findByRole('region', { name: 'This server process' });
    expect(fact(process, 'Up for')).toHaveTextContent('2 h 10 min');
    expect(fact(process, 'Memory (resident)')).toHaveTextContent('312.5 MiB');
    expect(fact(process, 'Node.js')).toHaveTextContent('v24.1.0');
    expect(fact(process, 'App version')).toHaveTextContent('v1.1.3');

    const database = screen.getByRole('region', { name: 'Database' });
    expect(fact(database, 'Kind')).toHaveTextContent('Embedded PGlite');
    expect(fact(database, 'Round trip of select 1')).toHaveTextContent('0.42 ms');

    const jobs = screen.getByRole('region', { name: 'Jobs created in the last 24 hours' });
    expect(fact(jobs, 'Completed')).toHaveTextContent('12');
    expect(fact(jobs, 'Failed')).toHaveTextContent('2');

    const connections = screen.getByRole('region', { name: 'Connections and services' });
    expect(fact(connections, 'Open live connections')).toHaveTextContent('3');
    expect(fact(connections, 'Mail')).toHaveTextContent('Outbox (no SMTP)');

    const ai = screen.getByRole('region', { name: 'AI providers' });
    expect(fact(ai, 'Text')).toHaveTextContent('anthropic');
    expect(fact(ai, 'Speech')).toHaveTextContent('elevenlabs');
  });

  it('refreshes on request', async () => {
    let calls = 0;
    const { user } = renderAdminSection('Monitoring', {
      [monitoring]: () => aSnapshot({ liveConnections: ++calls }),
    });
    await screen.findByRole('region', { name: 'Connections and services' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const connections = await screen.findByRole('region', { name: 'Connections and services' });
    expect(fact(connections, 'Open live connections')).toHaveTextContent('2');
  });

  it("shows the server's refusal", async () => {
    renderAdminSection('Monitoring', { [monitoring]: refusal(403, 'Administrators only.') });
    expect(await screen.findByText('Administrators only.')).toBeInTheDocument();
  });
});
