import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MARKETPLACE_PAGE_SIZE } from './MarketplacePage';
import { aProduct, apiError, createFakeMarketplaceApi } from './testing/fake-marketplace-api';
import { renderMarketplace } from './testing/render-marketplace';

const listCalls = (fake: ReturnType<typeof createFakeMarketplaceApi>) =>
  fake.calls.filter((c) => c.path.startsWith('/api/Marketplace/products?')).map((c) => c.path);
const lastQuery = (fake: ReturnType<typeof createFakeMarketplaceApi>) =>
  Object.fromEntries(new URL(listCalls(fake).at(-1) ?? '', 'http://x').searchParams);

describe('MarketplacePage', () => {
  it('lists published products as cards with cover, title, creator, contents and ages', async () => {
    const fake = createFakeMarketplaceApi({
      products: [aProduct(), aProduct({ id: 'p2', title: 'Space Pals', state: 'unpublished' })],
    });
    renderMarketplace(fake.api);

    const list = await screen.findByRole('list', { name: 'Products' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = within(list).getByRole('article', { name: 'Moonlit Meadow' });
    expect(within(card).getByRole('link', { name: 'Moonlit Meadow' })).toHaveAttribute(
      'href',
      '/marketplace/product/p1',
    );
    expect(card).toHaveTextContent('by Ana');
    expect(card).toHaveTextContent('2 characters · 1 place · 1 note');
    expect(card).toHaveTextContent('Ages 3–6');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://files.test/meadow.small.png');
    expect(screen.getByText('1 story world')).toHaveAttribute('role', 'status');
    // Browsing needs no account: the list is asked for without a token.
    expect(fake.calls.every((c) => !c.signedIn)).toBe(true);
    expect(lastQuery(fake)).toEqual({
      sort: 'newest',
      page: '1',
      pageSize: String(MARKETPLACE_PAGE_SIZE),
    });
  });

  it('searches, filters by category and sorts, starting again at page 1', async () => {
    const fake = createFakeMarketplaceApi();
    const { user } = renderMarketplace(fake.api, { path: '/marketplace?page=2' });
    await screen.findByRole('radio', { name: 'Animals' });
    expect(lastQuery(fake).page).toBe('2');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search the marketplace' }),
      ' fox {Enter}',
    );
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ search: 'fox', page: '1' }));

    await user.click(screen.getByRole('radio', { name: 'Animals' }));
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ categoryId: 'animals' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most acquired');
    await waitFor(() =>
      expect(lastQuery(fake)).toEqual({
        search: 'fox',
        categoryId: 'animals',
        sort: 'mostAcquired',
        page: '1',
        pageSize: String(MARKETPLACE_PAGE_SIZE),
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/marketplace?q=fox&category=animals&sort=mostAcquired',
    );

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastQuery(fake).categoryId).toBeUndefined());
  });

  it('pages through the results with Next and Previous', async () => {
    const products = Array.from({ length: 14 }, (_, i) =>
      aProduct({ id: `p${i}`, title: `World ${i}` }),
    );
    const fake = createFakeMarketplaceApi({ products });
    const { user } = renderMarketplace(fake.api);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'World 13' })).toBeInTheDocument();
    expect(lastQuery(fake).page).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a kind empty state, and a way back to everything when filtered', async () => {
    const fake = createFakeMarketplaceApi({ products: [] });
    const { user } = renderMarketplace(fake.api, { path: '/marketplace?q=dragons' });
    expect(await screen.findByText(/Nothing matches that just now/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(await screen.findByText(/The marketplace is still quiet/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/);
  });

  it('shows an error with a retry that loads again', async () => {
    const fake = createFakeMarketplaceApi();
    fake.failNext('GET', /\/products\?/, apiError(500, 'internal', 'The shelf fell over.'));
    const { user } = renderMarketplace(fake.api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't open the marketplace");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Moonlit Meadow' })).toBeInTheDocument();
  });

  it('shows the signed-in parent their own products with state badges and Unpublish', async () => {
    const fake = createFakeMarketplaceApi({
      products: [aProduct(), aProduct({ id: 'p2', title: 'Old World', state: 'unpublished' })],
      owned: ['p1', 'p2'],
    });
    const { user } = renderMarketplace(fake.api, { signIn: 'signedIn' });
    const mine = await screen.findByRole('list', { name: 'Your products' });
    const meadow = within(mine).getByRole('article', { name: 'Moonlit Meadow' });
    const old = within(mine).getByRole('article', { name: 'Old World' });
    expect(meadow).toHaveTextContent('Published');
    expect(old).toHaveTextContent('Unpublished');
    expect(within(old).queryByRole('button', { name: /Unpublish/ })).not.toBeInTheDocument();

    await user.click(within(meadow).getByRole('button', { name: 'Unpublish Moonlit Meadow' }));
    await waitFor(() => expect(meadow).toHaveTextContent('Unpublished'));
    expect(fake.bodiesOf('/api/Marketplace/UnpublishProduct')).toEqual([{ productId: 'p1' }]);
  });

  it('does not ask for your products when nobody is signed in', async () => {
    const fake = createFakeMarketplaceApi();
    renderMarketplace(fake.api);
    await screen.findByRole('list', { name: 'Products' });
    expect(screen.queryByRole('heading', { name: 'Your products' })).not.toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.includes('my-products'))).toBe(false);
  });
});
