import type { ProductDetails } from '@storyloom/contracts';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { useApiClient } from '../../lib/api-client-context';
import { fetchCategories, fetchProduct } from './marketplace-api';
import { OwnerActions } from './OwnerActions';
import { ProductContents } from './ProductContents';
import { ProductCover } from './ProductCover';
import { LANGUAGE_NAMES, ageRange, contentsSummary, countTypes } from './product-text';
import type { SignInPath, SignInState } from './sign-in-state';
import { useRemote } from './use-remote';
import { VisitorActions } from './VisitorActions';
import { useMarketplaceT } from './i18n';
import './marketplace.css';

interface ProductPageProps {
  signIn: SignInState;
  signInPath: SignInPath;
}

function BackLink() {
  const { t } = useMarketplaceT();
  return (
    <ButtonLink to={paths.marketplace} variant="secondary" className="market-back">
      {t('product.back')}
    </ButtonLink>
  );
}

/** /marketplace/product/{productId}, for anyone: one shared world, its contents, and acquiring. */
export function ProductPage({ signIn, signInPath }: ProductPageProps) {
  const { productId = '' } = useParams();
  const api = useApiClient();
  const { t } = useMarketplaceT();
  // Wait until it is known who is looking: signed in, the answer says what is theirs.
  const key = signIn === 'loading' ? null : `${productId}:${signIn}`;
  const loaded = useRemote(key, () => fetchProduct(api, productId, signIn === 'signedIn'));
  const categories = useRemote('categories', () => fetchCategories(api));
  const { remote } = loaded;

  if (remote.kind === 'loading') {
    return (
      <Card className="market market--center">
        <Spinner label={t('product.opening')} />
      </Card>
    );
  }
  if (remote.kind === 'failed') {
    return (
      <Card className="market" aria-labelledby="product-title">
        <h1 id="product-title">{t('product.thisWorld')}</h1>
        <ErrorBox
          title={t('product.openFailed')}
          message={remote.message}
          onRetry={loaded.reload}
        />
        <BackLink />
      </Card>
    );
  }
  if (remote.data === null) {
    return (
      <Card className="market market--center" aria-labelledby="product-title">
        <h1 id="product-title">{t('product.missingTitle')}</h1>
        <p>{t('product.missingText')}</p>
        <BackLink />
      </Card>
    );
  }

  const product = remote.data;
  const allCategories = categories.remote.kind === 'ready' ? categories.remote.data : [];
  const categoryNames = product.categoryIds.map(
    (id) => allCategories.find((category) => category.id === id)?.name ?? id,
  );
  const change = (next: ProductDetails) => loaded.setData(next);

  return (
    <Card className="market market-product" aria-labelledby="product-title">
      <BackLink />
      <div className="market-product__hero">
        <ProductCover
          image={product.cover}
          alt={t('product.coverOf', { title: product.title })}
          large
          className="market-product__cover"
        />
        <div className="market-product__about">
          <h1 id="product-title">{product.title}</h1>
          <p className="market-product__creator">{t('card.by', { name: product.creatorName })}</p>
          <ul className="market-facts" aria-label={t('product.about')}>
            <li>{ageRange(product.ageMin, product.ageMax, t)}</li>
            <li>{LANGUAGE_NAMES[product.language]}</li>
            <li>
              {contentsSummary(countTypes(product.elements.map((element) => element.type)), t)}
            </li>
          </ul>
          {categoryNames.length > 0 && (
            <ul className="market-tags" aria-label={t('product.categories')}>
              {categoryNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
          {product.description && (
            <p className="market-product__description">{product.description}</p>
          )}
          {product.isOwner ? (
            <OwnerActions product={product} categories={allCategories} onChange={change} />
          ) : (
            <VisitorActions
              product={product}
              signIn={signIn}
              signInPath={signInPath}
              onChange={change}
            />
          )}
        </div>
      </div>
      <ProductContents elements={product.elements} />
    </Card>
  );
}
