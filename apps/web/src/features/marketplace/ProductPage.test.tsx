import { bagFullMessage } from '@storyloom/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct, apiError, createFakeMarketplaceApi } from './testing/fake-marketplace-api';
import { renderMarketplace } from './testing/render-marketplace';

const at = '/marketplace/product/p1';
const heading = () => screen.findByRole('heading', { level: 1, name: 'Moonlit Meadow' });

describe('ProductPage for anyone', () => {
  it('shows the cover, creator, description, ages, language, categories and what is inside', async () => {
    const fake = createFakeMarketplaceApi();
    renderMarketplace(fake.api, { path: at });
    await heading();
    expect(screen.getByRole('img', { name: 'Cover of Moonlit Meadow' })).toHaveAttribute(
      'src',
      'https://files.test/meadow.png',
    );
    expect(screen.getByText('by Ana')).toBeInTheDocument();
    expect(screen.getByText('A sleepy fox and her friends.')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'About this world' });
    expect(facts).toHaveTextContent('Ages 3–6');
    expect(facts).toHaveTextContent('English');
    expect(facts).toHaveTextContent('2 characters · 1 place · 1 note');
    expect(await screen.findByRole('list', { name: 'Categories' })).toHaveTextContent('Bedtime');

    const luna = screen.getByRole('article', { name: 'Luna' });
    expect(luna).toHaveTextContent('Character');
    expect(luna).toHaveTextContent('A brave little fox');
    expect(within(luna).getByRole('img', { name: 'Picture of Luna' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'The Meadow' })).toHaveTextContent('Place');
    // Not signed in: asked for without a token.
    expect(fake.calls.every((c) => !c.signedIn)).toBe(true);
  });

  it('asks an anonymous visitor to sign in and come back to the same product', async () => {
    const fake = createFakeMarketplaceApi();
    const { user } = renderMarketplace(fake.api, { path: at });
    await heading();
    expect(screen.queryByRole('button', { name: 'Acquire' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to acquire' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?returnTo=%2Fmarketplace%2Fproduct%2Fp1',
    );
  });

  it('waits until it is known who is looking before asking', () => {
    const fake = createFakeMarketplaceApi();
    renderMarketplace(fake.api, { path: at, signIn: 'loading' });
    expect(screen.getByText('Opening this story world…')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.includes('/products/'))).toEqual([]);
  });

  it('says kindly when the product is not there', async () => {
    const fake = createFakeMarketplaceApi({ products: [aProduct({ state: 'unpublished' })] });
    renderMarketplace(fake.api, { path: at });
    expect(
      await screen.findByRole('heading', { name: 'This story world is not here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});

describe('ProductPage for a signed-in family', () => {
  it('acquires into the library, then offers the library and Abandon (keeping the copies)', async () => {
    const fake = createFakeMarketplaceApi();
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await heading();
    expect(fake.calls.find((c) => c.path === '/api/Marketplace/products/p1')?.signedIn).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Acquire' }));
    expect(await screen.findByText('In your library')).toBeInTheDocument();
    expect(screen.getByText(/Added to your library/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Open your library' })).toHaveAttribute(
      'href',
      '/library',
    );
    expect(fake.bodiesOf('/api/Marketplace/Acquire')).toEqual([
      { productId: 'p1', targetBagId: null },
    ]);

    await user.click(screen.getByRole('button', { name: 'Abandon' }));
    const dialog = screen.getByRole('dialog', { name: 'Give back “Moonlit Meadow”?' });
    expect(within(dialog).getByRole('radio', { name: /Keep them/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Give back' }));
    expect(await screen.findByText(/The copies stay in your library/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.bodiesOf('/api/Marketplace/AbandonProduct')).toEqual([
      { productId: 'p1', removeCopies: false },
    ]);
    expect(screen.getByRole('button', { name: 'Acquire' })).toBeInTheDocument();
  });

  it('removes the copies only when the parent chooses to', async () => {
    const fake = createFakeMarketplaceApi({ acquired: ['p1'] });
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await user.click(await screen.findByRole('button', { name: 'Abandon' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Remove them/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Give back and remove' }));
    expect(await screen.findByText(/Its 4 copies were removed/)).toBeInTheDocument();
    expect(fake.bodiesOf('/api/Marketplace/AbandonProduct')).toEqual([
      { productId: 'p1', removeCopies: true },
    ]);
  });

  it("shows the plan's words when the new bag would be too full", async () => {
    const fake = createFakeMarketplaceApi();
    fake.failNext('POST', /Acquire/, apiError(409, 'bag_full', bagFullMessage(3)));
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await user.click(await screen.findByRole('button', { name: 'Acquire' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bagFullMessage(3));
    expect(screen.getByRole('button', { name: 'Acquire' })).toBeInTheDocument();
  });

  it('reports with a reason, and asks for one first', async () => {
    const fake = createFakeMarketplaceApi();
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report “Moonlit Meadow”' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please tell us what is wrong.')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/Marketplace/ReportProduct')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), 'Scary');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Thank you for telling us/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(fake.bodiesOf('/api/Marketplace/ReportProduct')).toEqual([
      { productId: 'p1', reason: 'Scary' },
    ]);
  });

  it('thanks a parent who had reported it before instead of showing an error', async () => {
    const fake = createFakeMarketplaceApi();
    fake.failNext('POST', /ReportProduct/, apiError(409, 'already_reported', 'Reported already'));
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.type(screen.getByRole('textbox', { name: 'What is wrong?' }), 'Scary');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Thank you for telling us/)).toBeInTheDocument();
  });
});

describe('ProductPage for its creator', () => {
  it('unpublishes and publishes again, with the same details', async () => {
    const fake = createFakeMarketplaceApi({ owned: ['p1'] });
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await heading();
    expect(screen.queryByRole('button', { name: 'Acquire' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Unpublished')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/Marketplace/UnpublishProduct')).toEqual([{ productId: 'p1' }]);

    await user.click(screen.getByRole('button', { name: 'Publish again' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(fake.bodiesOf('/api/Marketplace/PublishProduct')).toEqual([
      {
        product: {
          id: 'p1',
          title: 'Moonlit Meadow',
          description: 'A sleepy fox and her friends.',
          ageMin: 3,
          ageMax: 6,
          language: 'en',
          categoryIds: ['bedtime'],
          coverElementId: null,
        },
      },
    ]);
  });

  it('edits the details in a dialog and shows the saved title', async () => {
    const fake = createFakeMarketplaceApi({ owned: ['p1'] });
    const { user } = renderMarketplace(fake.api, { path: at, signIn: 'signedIn' });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Moonlit Meadow”' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Sleepy Meadow');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleepy Meadow' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
