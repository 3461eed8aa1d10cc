import type { Reminder } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { renderAdminSection } from '../testing/render-section';

const reminder: Reminder = {
  id: '6b1f6a52-7d0e-4c53-9b3a-3c1f0f6f1a11',
  kind: 'backup-check',
  title: 'Check last night’s backup',
  detail: 'Make sure the database and the files were backed up.',
  figure: null,
  createdUtcEpoch: Date.UTC(2026, 10, 25, 8),
  completedUtcEpoch: null,
};
const complete = `POST /api/DevOps/reminders/${reminder.id}/complete`;

describe('Reminders', () => {
  it('completes a reminder (an empty answer) and lists it again as done', async () => {
    let done = false;
    const { user, fake } = renderAdminSection('Maintenance', {
      'GET /api/DevOps/reminders': () => ({
        reminders: [{ ...reminder, completedUtcEpoch: done ? Date.UTC(2026, 10, 25, 9) : null }],
      }),
      [complete]: () => {
        done = true;
        return null;
      },
    });
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Mark as done: Check last night’s backup' }),
    );
    expect(await within(panel).findByText('Done 2026-11-25 09:00:00 UTC')).toBeInTheDocument();
    expect(fake.pathsCalled()).toContain(complete);
  });

  it('shows the raw answer of a failed completion', async () => {
    const { user } = renderAdminSection('Maintenance', {
      'GET /api/DevOps/reminders': { reminders: [reminder] },
      [complete]: () => {
        throw new ApiRequestError('API request failed: 502', 502, null, 'upstream said no');
      },
    });
    const panel = await screen.findByRole('region', { name: 'Reminders' });
    await user.click(await within(panel).findByRole('button', { name: /Mark as done/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('upstream said no');
  });
});
