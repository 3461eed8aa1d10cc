import type { MigrationStatus } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderAdminSection } from '../testing/render-section';

const migrations = 'GET /api/DevOps/migrations';

const aMigration = (index: number, tag: string, applied = true): MigrationStatus => ({
  index,
  tag,
  createdUtcEpoch: Date.UTC(2026, 10, 1 + index),
  applied,
});

describe('Data migrations section', () => {
  it('lists every migration with whether it is applied', async () => {
    renderAdminSection('Data migrations', {
      [migrations]: {
        migrations: [
          aMigration(0, '0000_foundation'),
          aMigration(1, '0001_identity'),
          aMigration(2, '0002_credits', false),
        ],
      },
    });

    const table = await screen.findByRole('table', {
      name: '3 migrations, 2 applied, oldest first',
    });
    const [, first, , last] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('0000');
    expect(first).toHaveTextContent('0000_foundation');
    expect(first).toHaveTextContent('2026-11-01 00:00:00 UTC');
    expect(first).toHaveTextContent('Yes');
    expect(last).toHaveTextContent('Pending');
    expect(screen.getByText('1 migration is not applied yet.')).toBeInTheDocument();
    expect(screen.getByText(/Read-only/)).toBeInTheDocument();
  });

  it('says so when every migration is applied', async () => {
    renderAdminSection('Data migrations', {
      [migrations]: { migrations: [aMigration(0, '0000_foundation')] },
    });
    expect(await screen.findByText('All migrations are applied.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderAdminSection('Data migrations', { [migrations]: refusal(401, 'Sign in first.') });
    expect(await screen.findByText('Sign in first.')).toBeInTheDocument();
  });
});
