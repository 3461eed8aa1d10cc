import type { ProductCard } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Card } from '../../components/ui/Card';
import { ErrorBox } from '../../components/ui/ErrorBox';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { useApiClient } from '../../lib/api-client-context';
import { fetchMyProducts, unpublishProduct, userMessageOf } from './marketplace-api';
import { ProductCardView } from './ProductCardView';
import { ProductCover } from './ProductCover';
import { ageRange, ideasCount, productPath } from './product-text';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import { useRemote } from './use-remote';

/** 'Your products': what the signed-in parent shared, in every state, with Unpublish at hand. */
export function MyProducts() {
  const api = useApiClient();
  const mine = useRemote('mine', () => fetchMyProducts(api));
  const { t } = useMarketplaceT();
  const translateError = useErrorText();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const unpublish = async (product: ProductCard) => {
    setBusyId(product.id);
    setProblem(null);
    try {
      const changed = await unpublishProduct(api, product.id);
      if (mine.remote.kind === 'ready') {
        mine.setData(
          mine.remote.data.map((item) =>
            item.id === changed.id ? { ...item, state: changed.state } : item,
          ),
        );
      }
    } catch (error) {
      setProblem(
        t('mine.unpublishFailed', {
          title: product.title,
          message: translateError(userMessageOf(error)),
        }),
      );
    } finally {
      setBusyId(null);
    }
  };

  const { remote } = mine;
  return (
    <Card className="market market-mine" aria-labelledby="market-mine-title">
      <h2 id="market-mine-title">{t('mine.title')}</h2>
      {remote.kind === 'loading' && <Spinner label={t('mine.finding')} />}
      {remote.kind === 'failed' && (
        <ErrorBox title={t('mine.loadFailed')} message={remote.message} onRetry={mine.reload} />
      )}
      {remote.kind === 'ready' && remote.data.length === 0 && (
        <div className="market-mine__empty">
          <p>{t('mine.empty')}</p>
          <ButtonLink to={paths.library} variant="secondary">
            {t('openLibrary')}
          </ButtonLink>
        </div>
      )}
      {remote.kind === 'ready' && remote.data.length > 0 && (
        <>
          {problem && (
            <p className="market-message market-message--error" role="alert">
              {problem}
            </p>
          )}
          <ul className="market-grid" aria-label={t('mine.title')}>
            {remote.data.map((product) => (
              <li key={product.id}>
                <ProductCardView
                  title={product.title}
                  creatorName={product.creatorName}
                  contents={t('mine.acquired', {
                    ideas: ideasCount(product.elementCount, t),
                    count: product.acquisitionCount,
                  })}
                  ages={ageRange(product.ageMin, product.ageMax, t)}
                  cover={<ProductCover image={product.cover} alt="" />}
                  to={productPath(product.id)}
                  badge={
                    <span className={`market-badge market-badge--${product.state}`}>
                      {t(`states.${product.state}`)}
                    </span>
                  }
                  actions={
                    product.state === 'published' && (
                      <Button
                        variant="secondary"
                        aria-label={t('mine.unpublishNamed', { title: product.title })}
                        aria-busy={busyId === product.id}
                        disabled={busyId !== null}
                        onClick={() => void unpublish(product)}
                      >
                        {busyId === product.id ? t('mine.unpublishing') : t('mine.unpublish')}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
