import type { AdminJobRun } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderAdminSection } from '../testing/render-section';

const latestJobs = 'GET /api/DevOps/jobs';
// The section's traces and errors panels make calls of their own.
const jobCalls = (paths: string[]) => paths.filter((path) => path.startsWith(latestJobs));

const aJob = (overrides: Partial<AdminJobRun> = {}): AdminJobRun => ({
  id: 'run-1',
  name: 'songwriter.song',
  userId: 'user-7',
  state: 'failed',
  attempts: 2,
  maxAttempts: 3,
  progress: 40,
  stage: 'composing',
  error: 'Music service timed out',
  createdUtcEpoch: Date.UTC(2026, 10, 20, 9, 0, 0),
  startedUtcEpoch: Date.UTC(2026, 10, 20, 9, 0, 2),
  finishedUtcEpoch: Date.UTC(2026, 10, 20, 9, 0, 14, 500),
  durationMs: 12_500,
  ...overrides,
});

describe('Tracing section', () => {
  it('lists the latest jobs with state, attempt, stage, times, duration and error', async () => {
    renderAdminSection('Tracing', {
      [latestJobs]: {
        jobs: [
          aJob(),
          aJob({
            id: 'run-2',
            name: 'stories.generate',
            userId: null,
            state: 'queued',
            attempts: 0,
            progress: 0,
            stage: null,
            error: null,
            startedUtcEpoch: null,
            finishedUtcEpoch: null,
            durationMs: null,
          }),
        ],
      },
    });

    const table = await screen.findByRole('table', { name: 'The latest 2 jobs, newest first' });
    const [, failed, queued] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('2026-11-20 09:00:00 UTC');
    expect(failed).toHaveTextContent('songwriter.song');
    expect(failed).toHaveTextContent('User user-7');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('2 of 3');
    expect(failed).toHaveTextContent('40% · composing');
    expect(failed).toHaveTextContent('12.5 s');
    expect(failed).toHaveTextContent('Music service timed out');
    expect(queued).toHaveTextContent('Queued');
    expect(queued).toHaveTextContent('Not yet');
  });

  it('asks the server for one state and one user, and can show everything again', async () => {
    const { fake, user } = renderAdminSection('Tracing', {
      [latestJobs]: { jobs: [aJob()] },
      'GET /api/DevOps/jobs?state=failed&userId=user-7': { jobs: [] },
    });
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('State'), 'Failed');
    await user.type(screen.getByLabelText('User id'), ' user-7 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No jobs match.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(jobCalls(fake.pathsCalled())).toEqual([
      latestJobs,
      'GET /api/DevOps/jobs?state=failed&userId=user-7',
      latestJobs,
    ]);
  });

  it("shows the server's refusal with a way to try again", async () => {
    const { fake, user } = renderAdminSection('Tracing', {
      [latestJobs]: refusal(403, 'This needs an administrator account.'),
    });
    expect(await screen.findByText('This needs an administrator account.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(jobCalls(fake.pathsCalled())).toEqual([latestJobs, latestJobs]);
  });
});
