import { StoryElementType, type ProductElement } from '@storyloom/contracts';
import { useMarketplaceT } from './i18n';
import { ProductCover } from './ProductCover';

/** Characters first, then places, then notes: who is in the world before where and what. */
const ORDER: StoryElementType[] = [
  StoryElementType.Character,
  StoryElementType.Location,
  StoryElementType.Note,
];

/** The preview of what is inside: picture, name, kind and description of each element. */
export function ProductContents({ elements }: { elements: ProductElement[] }) {
  const { t } = useMarketplaceT();
  const sorted = [...elements].sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
  return (
    <section className="market-inside" aria-labelledby="market-inside-title">
      <h2 id="market-inside-title">{t('product.inside')}</h2>
      <ul className="market-inside__list">
        {sorted.map((element) => (
          <li key={element.id} className="market-inside__item">
            <article aria-label={element.name}>
              <ProductCover
                image={element.image}
                alt={t('product.pictureOf', { name: element.name })}
                className="market-inside__picture"
              />
              <div>
                <p className="market-inside__type">{t(`types.${element.type}`)}</p>
                <h3 className="market-inside__name">{element.name}</h3>
                {element.description && (
                  <p className="market-inside__description">{element.description}</p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
