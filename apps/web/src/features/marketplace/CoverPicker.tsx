import type { ProductElement } from '@storyloom/contracts';
import { useId, type ReactNode } from 'react';
import { useMarketplaceT } from './i18n';
import { ProductCover } from './ProductCover';

/** 'bag': the bag's own picture; 'none': the drawn cover; else an element's id. */
export type CoverChoice = string;
export const BAG_COVER = 'bag';
export const NO_COVER = 'none';

interface CoverPickerProps {
  value: CoverChoice;
  onChange: (value: CoverChoice) => void;
  /** The bag's own picture, when it has one. */
  bagCover: ReactNode | null;
  elements: ProductElement[];
}

/** The cover, chosen among the bag's pictures: a radio group of thumbnails, each named. */
export function CoverPicker({ value, onChange, bagCover, elements }: CoverPickerProps) {
  const name = useId();
  const { t } = useMarketplaceT();
  const pictured = elements.filter((element) => element.image !== null);
  const options: { value: CoverChoice; label: string; picture: ReactNode }[] = [
    ...(bagCover ? [{ value: BAG_COVER, label: t('cover.bagPicture'), picture: bagCover }] : []),
    ...pictured.map((element) => ({
      value: element.id,
      label: element.name,
      picture: <ProductCover image={element.image} alt="" />,
    })),
  ];
  if (options.length === 0) {
    return <p className="market-form__hint">{t('cover.none')}</p>;
  }
  return (
    <fieldset className="market-covers">
      <legend className="market-form__label">{t('cover.legend')}</legend>
      <div className="market-covers__options">
        {options.map((option) => (
          <label key={option.value} className="market-covers__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="market-covers__picture">{option.picture}</span>
            <span className="market-covers__name">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
