import type { CampaignList, CampaignSummary } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { createFakeAdminApi } from '../testing/fake-admin-api';
import { refusal } from '../testing/render-section';
import { CampaignsPanel } from './CampaignsPanel';

const spring: CampaignSummary = {
  code: 'spring',
  title: 'Spring fair',
  storyId: 'story-1',
  storyTitle: 'Pip and the lost button',
  startsUtcEpoch: Date.UTC(2026, 10, 1),
  endsUtcEpoch: null,
  active: true,
  isDefault: false,
  marketplaceId: null,
  visits: 12,
  signUps: 3,
  createdUtcEpoch: Date.UTC(2026, 10, 1),
};
const welcome: CampaignSummary = { ...spring, code: 'welcome', title: 'Welcome', isDefault: true };
const list = (campaigns: CampaignSummary[], defaultCode = 'welcome'): CampaignList => ({
  campaigns,
  defaultCode,
});
const toldStory = {
  id: 'story-1',
  title: 'Pip and the lost button',
  updatedUtcEpoch: 1,
  elementNames: [],
  latestArtifact: { id: 'a1', status: 'succeeded', kind: 'song' },
  works: [{ id: 'a0', status: 'succeeded', kind: 'story' }],
};
const untold = { ...toldStory, id: 'story-2', title: 'Draft', latestArtifact: null, works: [] };

function renderPanel(routes: Record<string, unknown>) {
  const fake = createFakeAdminApi({
    'GET /story/list?limit=50': { items: [toldStory, untold] },
    ...routes,
  });
  render(
    <ApiClientProvider client={fake.api}>
      <MemoryRouter>
        <CampaignsPanel />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  return { fake, user: userEvent.setup() };
}

describe('Campaigns panel', () => {
  it('lists campaigns with their visits and sign-ups, and makes one the default', async () => {
    let current = list([spring, welcome]);
    const { fake, user } = renderPanel({
      'GET /api/DevOps/campaigns': () => current,
      'PUT /api/DevOps/campaigns/default': (body: unknown) => {
        expect(body).toEqual({ code: 'spring' });
        current = list(
          [
            { ...spring, isDefault: true },
            { ...welcome, isDefault: false },
          ],
          'spring',
        );
        return current;
      },
    });
    const row = (await screen.findByRole('rowheader', { name: /spring/ })).closest('tr')!;
    expect(row).toHaveTextContent('Pip and the lost button');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('12');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('3');
    expect(within(row).getByRole('link', { name: 'spring' })).toHaveAttribute(
      'href',
      '/story/demo/spring',
    );

    await user.click(screen.getByRole('button', { name: 'Make spring the default campaign' }));
    expect(fake.pathsCalled()).toContain('PUT /api/DevOps/campaigns/default');
    const updated = (await screen.findByRole('rowheader', { name: /spring/ })).closest('tr')!;
    await within(updated).findByText('Default');
    expect(screen.getByRole('button', { name: 'Make welcome the default campaign' })).toBeVisible();
  });

  it('makes a campaign from a told story only, and shows the server refusing a taken code', async () => {
    let attempt = 0;
    const { fake, user } = renderPanel({
      'GET /api/DevOps/campaigns': list([]),
      'POST /api/DevOps/campaigns': (body: unknown) => {
        attempt += 1;
        if (attempt === 1) return refusal(409, 'That campaign code is already taken.')();
        return { ...spring, code: (body as { code: string }).code };
      },
    });
    await screen.findByText('No campaign yet.');
    const story = screen.getByRole('combobox', { name: 'Story' });
    expect(
      within(story)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your told stories', 'Pip and the lost button']);
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'spring');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Spring fair');
    await user.selectOptions(story, 'story-1');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('That campaign code is already taken.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Campaign spring created.')).toBeVisible();
    const sent = fake.calls.filter((call) => call.method === 'POST').at(-1)!.body;
    expect(sent).toEqual({
      code: 'spring',
      title: 'Spring fair',
      storyId: 'story-1',
      startsUtcEpoch: null,
      endsUtcEpoch: null,
    });
  });
});
