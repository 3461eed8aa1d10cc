import { productSortSchema, type ProductSort } from '@storyloom/contracts';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyMessage } from '../../components/ui/EmptyMessage';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { useApiClient } from '../../lib/api-client-context';
import {
  fetchCategories,
  fetchProducts,
  type ListedProduct,
  type ProductQuery,
} from './marketplace-api';
import { MarketplaceFilters } from './MarketplaceFilters';
import { MyProducts } from './MyProducts';
import { Pager } from './Pager';
import { ProductCardView } from './ProductCardView';
import { ProductCover } from './ProductCover';
import { ageRange, contentsSummary, productPath } from './product-text';
import type { SignInState } from './sign-in-state';
import { useRemote } from './use-remote';
import { useMarketplaceT } from './i18n';
import './marketplace.css';

export const MARKETPLACE_PAGE_SIZE = 12;

/** The browse state lives in the address: back works, and a search can be shared. */
function queryFrom(params: URLSearchParams): ProductQuery {
  const sort = productSortSchema.safeParse(params.get('sort'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    categoryId: params.get('category') || null,
    sort: sort.success ? sort.data : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: MARKETPLACE_PAGE_SIZE,
  };
}

function ListedCard({ product }: { product: ListedProduct }) {
  const { t } = useMarketplaceT();
  return (
    <ProductCardView
      title={product.title}
      creatorName={product.creatorName}
      contents={contentsSummary(product.elementTypeCounts, t)}
      ages={ageRange(product.ageMin, product.ageMax, t)}
      cover={<ProductCover image={product.cover} alt="" />}
      to={productPath(product.id)}
    />
  );
}

function LoadingCards() {
  const { t } = useMarketplaceT();
  return (
    <div className="market-results" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('page.looking')}
      </p>
      <ul className="market-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="market-card market-card--skeleton" />
        ))}
      </ul>
    </div>
  );
}

/** /marketplace, for anyone: story worlds other families shared, to find and bring home. */
export function MarketplacePage({ signIn }: { signIn: SignInState }) {
  const api = useApiClient();
  const { t } = useMarketplaceT();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const queryKey = JSON.stringify(query);
  const list = useRemote(queryKey, () => fetchProducts(api, query));
  const categories = useRemote('categories', () => fetchCategories(api));
  const filtered = query.search !== '' || query.categoryId !== null;

  /** Any change of search, category or sort starts again at page 1. */
  const update = (changes: {
    q?: string;
    category?: string | null;
    sort?: ProductSort;
    page?: number;
  }) => {
    const next = new URLSearchParams(params);
    const set = (name: string, value: string | null | undefined) => {
      if (value) next.set(name, value);
      else next.delete(name);
    };
    if ('q' in changes) set('q', changes.q);
    if ('category' in changes) set('category', changes.category);
    if ('sort' in changes) set('sort', changes.sort === 'newest' ? null : changes.sort);
    set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
    setParams(next);
  };

  const { remote } = list;
  return (
    <div className="market-page">
      <Card className="market" aria-labelledby="market-title">
        <h1 id="market-title">{t('page.title')}</h1>
        <p className="market__intro">{t('page.intro')}</p>
        <MarketplaceFilters
          search={query.search}
          onSearch={(q) => update({ q })}
          categories={categories.remote.kind === 'ready' ? categories.remote.data : []}
          categoryId={query.categoryId}
          onCategory={(category) => update({ category })}
          sort={query.sort}
          onSort={(sort) => update({ sort })}
        />

        {remote.kind === 'loading' && <LoadingCards />}
        {remote.kind === 'failed' && (
          <ErrorBox title={t('page.openFailed')} message={remote.message} onRetry={list.reload} />
        )}
        {remote.kind === 'ready' &&
          (remote.data.items.length === 0 ? (
            <EmptyMessage
              message={filtered ? t('page.noMatch') : t('page.quiet')}
              action={
                filtered && (
                  <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
                    {t('page.showEverything')}
                  </Button>
                )
              }
            />
          ) : (
            <div className="market-results">
              <p className="market-results__count" role="status">
                {t('page.worlds', { count: remote.data.total })}
              </p>
              <ul className="market-grid" aria-label={t('page.products')}>
                {remote.data.items.map((product) => (
                  <li key={product.id}>
                    <ListedCard product={product} />
                  </li>
                ))}
              </ul>
              <Pager
                page={remote.data.page}
                pageCount={Math.ceil(remote.data.total / remote.data.pageSize)}
                onPage={(page) => update({ page })}
              />
            </div>
          ))}
      </Card>
      {signIn === 'signedIn' && <MyProducts />}
    </div>
  );
}
