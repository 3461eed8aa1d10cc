import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../lib/api-client-context';
import { PublishButton } from './PublishButton';
import { apiError, createFakeMarketplaceApi } from './testing/fake-marketplace-api';

const bag: StoryElement = {
  id: 'bag1',
  name: 'Bedtime bag',
  description: 'Our favourites',
  type: StoryElementType.Bag,
  createdDateTimeUtcEpoch: 1000,
  memberIds: ['a', 'b'],
};

async function openPublish(fake = createFakeMarketplaceApi()) {
  const user = userEvent.setup();
  render(
    <ApiClientProvider client={fake.api}>
      <MemoryRouter>
        <PublishButton bag={bag} />
      </MemoryRouter>
    </ApiClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Publish Bedtime bag' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Share “Bedtime bag” in the marketplace',
  });
  await within(dialog).findByRole('textbox', { name: 'Title' });
  const preview = within(dialog).getByRole('region', { name: 'Preview of the card' });
  return { user, fake, dialog, preview };
}

describe('Publishing a bag', () => {
  it('snapshots the bag, then fills the form with the draft and previews the card', async () => {
    const { fake, dialog, preview, user } = await openPublish();
    expect(fake.bodiesOf('/api/Marketplace/Publish')).toEqual([{ bagId: 'bag1' }]);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Bedtime bag');
    const card = within(preview).getByRole('article');
    expect(card).toHaveTextContent('Bedtime bag');
    expect(card).toHaveTextContent('by Ana');
    expect(card).toHaveTextContent('2 characters · 1 place · 1 note');
    expect(card).toHaveTextContent('Ages 3–6');

    // The preview follows what is typed and picked.
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Moonlit Meadow');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'to' }), '8');
    await user.click(within(dialog).getByRole('radio', { name: 'The Meadow' }));
    expect(card).toHaveTextContent('Moonlit Meadow');
    expect(card).toHaveTextContent('Ages 3–8');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://files.test/field.small.png');
  });

  it('checks the form before sending: a title, and ages in order', async () => {
    const { fake, dialog, user } = await openPublish();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Please give your product a title.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'to' })).toHaveAccessibleDescription(
      'The youngest age must not be above the oldest age.',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A few things need a look');
    expect(fake.bodiesOf('/api/Marketplace/PublishProduct')).toEqual([]);
  });

  it('publishes the details and links to the product', async () => {
    const { fake, dialog, user } = await openPublish();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      'A fox and an owl.',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'Español');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Animals' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Luna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await within(dialog).findByText('“Bedtime bag” is in the marketplace.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'See it in the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace/product/from-bag1',
    );
    expect(fake.bodiesOf('/api/Marketplace/PublishProduct')).toEqual([
      {
        product: {
          id: 'from-bag1',
          title: 'Bedtime bag',
          description: 'A fox and an owl.',
          ageMin: 3,
          ageMax: 6,
          language: 'es',
          categoryIds: ['animals'],
          coverElementId: 'e1',
        },
      },
    ]);
  });

  it("shows the safety check's message kindly and keeps what was typed", async () => {
    const fake = createFakeMarketplaceApi();
    fake.failNext(
      'POST',
      /PublishProduct/,
      apiError(422, 'unsafe_content', 'Some words are not right for children.', {
        problems: [{ field: 'Title', reason: 'uses a word about weapons' }],
      }),
    );
    const { dialog, user } = await openPublish(fake);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Gun fight');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const message = await within(dialog).findByRole('alert');
    expect(message).toHaveTextContent("Let's change a few words first");
    expect(message).toHaveTextContent('Some words are not right for children.');
    expect(message).toHaveTextContent('Title: uses a word about weapons');
    expect(message).toHaveTextContent('Nothing was shared.');
    expect(title).toHaveValue('Gun fight');

    await user.clear(title);
    await user.type(title, 'Kind friends');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('“Kind friends” is in the marketplace.')).toBeVisible();
  });

  it('explains when the bag itself needs other words before it can be shared', async () => {
    const fake = createFakeMarketplaceApi();
    fake.failNext(
      'POST',
      /\/Publish$/,
      apiError(422, 'unsafe_content', 'A few words in this bag are not right for children.', {
        problems: [{ field: 'Luna: description', reason: 'mentions drugs' }],
      }),
    );
    const user = userEvent.setup();
    render(
      <ApiClientProvider client={fake.api}>
        <MemoryRouter>
          <PublishButton bag={bag} />
        </MemoryRouter>
      </ApiClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Publish Bedtime bag' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A few words in this bag are not right for children.');
    expect(alert).toHaveTextContent('Luna: description: mentions drugs');
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });
});
