import { Plan, type AdminAccount, type Subscription } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, renderAdminSection } from '../testing/render-section';

const lookup = 'POST /api/DevOps/users';
const anaPlan = 'GET /api/DevOps/users/user-ana/plan';
const benPlan = 'GET /api/DevOps/users/user-ben/plan';
const anaCredits = 'POST /api/DevOps/users/user-ana/credits';
const anaNewPlan = 'POST /api/DevOps/users/user-ana/plan';

const anAccount = (overrides: Partial<AdminAccount> = {}): AdminAccount => ({
  id: 'user-ana',
  email: 'ana@example.org',
  name: 'Ana',
  emailVerified: true,
  admin: false,
  createdUtcEpoch: Date.UTC(2026, 9, 1),
  ...overrides,
});

const ben = anAccount({ id: 'user-ben', email: 'ben@example.org', name: 'Ben', admin: true });

const subscription = (plan: Plan, creditsAvailable: number): Subscription => ({
  id: 'subscription',
  plan,
  bagOfIdeasSize: 5,
  canGenerateLongerContent: false,
  creditsAvailable,
});

const accounts = {
  // Like the server: an empty filter finds everyone, any other finds whoever it matches.
  [lookup]: ({ filter }: { filter: string }) => ({
    users: [anAccount(), ben].filter(({ email, name }) => `${email} ${name}`.includes(filter)),
  }),
  [anaPlan]: { userId: 'user-ana', plan: Plan.Demo, creditsAvailable: 30 },
  [benPlan]: { userId: 'user-ben', plan: null, creditsAvailable: null },
};

const rowOf = (email: string) =>
  screen.getByRole('rowheader', { name: new RegExp(email) }).closest('tr')!;

describe('Users section', () => {
  it('lists accounts with verification, admin role, plan, credits and a link to their events', async () => {
    const { fake } = renderAdminSection('Users', accounts);

    expect(await screen.findByRole('table', { name: /2 accounts/ })).toBeInTheDocument();
    const ana = rowOf('ana@example.org');
    expect(ana).toHaveTextContent('Ana');
    expect(ana).toHaveTextContent('Demo');
    expect(ana).toHaveTextContent('30');
    expect(within(ana).getByRole('link', { name: 'Events of ana@example.org' })).toHaveAttribute(
      'href',
      '/admin/events?userId=user-ana',
    );
    expect(within(ana).getByRole('link', { name: 'Jobs of ana@example.org' })).toHaveAttribute(
      'href',
      '/admin/tracing?userId=user-ana',
    );
    const benRow = rowOf('ben@example.org');
    expect(
      within(benRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Yes', 'Yes', 'None yet']));
    expect(fake.calls[0]).toMatchObject({ body: { filter: '', limit: 25 } });
  });

  it('searches by part of an address or name', async () => {
    const { fake, user } = renderAdminSection('Users', accounts);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('E-mail or name contains'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No account matches "nobody".')).toBeInTheDocument();
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/api/DevOps/users',
      body: { filter: 'nobody' },
    });
  });

  it('grants credits only after confirmation and shows the new balance', async () => {
    const { fake, user } = renderAdminSection('Users', {
      ...accounts,
      [anaCredits]: subscription(Plan.Demo, 80),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Grant credits to ana@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Grant credits to ana@example.org' });

    await user.type(within(dialog).getByLabelText(/Credits to add/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('a whole number other than 0');

    await user.clear(within(dialog).getByLabelText(/Credits to add/));
    await user.type(within(dialog).getByLabelText(/Credits to add/), '50');
    await user.type(within(dialog).getByLabelText(/Note/), 'birthday');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Add 50 credits to ana@example.org?');
    expect(fake.pathsCalled()).not.toContain(anaCredits);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('ana@example.org now has 80 credits.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('ana@example.org')).toHaveTextContent('80');
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/api/DevOps/users/user-ana/credits',
      body: { amount: 50, note: 'birthday' },
    });
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    const { user } = renderAdminSection('Users', {
      ...accounts,
      [anaCredits]: refusal(402, 'Not enough credits: this needs 100 and you have 30.'),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Grant credits to ana@example.org' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Credits to add/), '-100');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Remove 100 credits from ana@example.org?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Not enough credits: this needs 100 and you have 30.'),
    ).toBeInTheDocument();
    expect(rowOf('ana@example.org')).toHaveTextContent('30');
  });

  it('changes the plan after confirmation', async () => {
    const { fake, user } = renderAdminSection('Users', {
      ...accounts,
      [anaNewPlan]: subscription(Plan.Parent, 530),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Change the plan of ana@example.org' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('New plan'), 'Parent');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Set the plan of ana@example.org to Parent?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('ana@example.org is now on Parent with 530 credits.'),
    ).toBeInTheDocument();
    expect(rowOf('ana@example.org')).toHaveTextContent('Parent');
    expect(fake.calls.at(-1)).toMatchObject({ body: { plan: Plan.Parent } });
  });

  it('cancelling sends nothing', async () => {
    const { fake, user } = renderAdminSection('Users', accounts);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Change the plan of ana@example.org' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('Events section opened from a user', () => {
  it("shows that user's events", async () => {
    const { fake } = renderAdminSection(
      'Events',
      { 'GET /api/DevOps/system-events/user-ana': [] },
      '/admin/events?userId=user-ana',
    );
    expect(await screen.findByText('No events for user-ana.')).toBeInTheDocument();
    expect(fake.pathsCalled()).toEqual(['GET /api/DevOps/system-events/user-ana']);
  });
});

describe('Tracing section opened from a user', () => {
  it("shows that user's jobs", async () => {
    const { fake } = renderAdminSection(
      'Tracing',
      { 'GET /api/DevOps/jobs?userId=user-ana': { jobs: [] } },
      '/admin/tracing?userId=user-ana',
    );
    expect(await screen.findByText('No jobs match.')).toBeInTheDocument();
    expect(screen.getByLabelText('User id')).toHaveValue('user-ana');
    expect(fake.pathsCalled().filter((path) => path.includes('/jobs'))).toEqual([
      'GET /api/DevOps/jobs?userId=user-ana',
    ]);
  });
});
