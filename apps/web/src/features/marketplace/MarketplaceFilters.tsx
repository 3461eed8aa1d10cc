import { PRODUCT_SORTS, type MarketplaceCategory, type ProductSort } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useMarketplaceT } from './i18n';
import { TextField } from '../../components/ui/TextField';

interface MarketplaceFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  categories: MarketplaceCategory[];
  categoryId: string | null;
  onCategory: (categoryId: string | null) => void;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
}

/**
 * Search (on Enter or the button: a list that reshuffles at every key press is hard to follow
 * with a screen reader), category chips (a radio group shaped like pills) and the sort order.
 */
export function MarketplaceFilters({
  search,
  onSearch,
  categories,
  categoryId,
  onCategory,
  sort,
  onSort,
}: MarketplaceFiltersProps) {
  const [typed, setTyped] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const groupName = useId();
  const sortId = useId();
  const { t } = useMarketplaceT();

  // The address changed (back button, "Show everything"): the box follows it.
  if (search !== shownSearch) {
    setShownSearch(search);
    setTyped(search);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(typed.trim());
  };

  return (
    <div className="market-filters">
      <form className="market-filters__search" role="search" onSubmit={submit}>
        <TextField
          label={t('filters.search')}
          type="search"
          name="search"
          placeholder={t('filters.placeholder')}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="market-filters__field"
        />
        <Button type="submit" variant="secondary">
          {t('filters.searchButton')}
        </Button>
      </form>
      <div className="market-filters__row">
        {categories.length > 0 && (
          <fieldset className="market-chips">
            <legend className="visually-hidden">{t('filters.category')}</legend>
            {[{ id: '', name: t('filters.all') }, ...categories].map((category) => (
              <label key={category.id} className="market-chips__option">
                <input
                  type="radio"
                  name={groupName}
                  value={category.id}
                  checked={(categoryId ?? '') === category.id}
                  onChange={() => onCategory(category.id || null)}
                />
                <span>{category.name}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="market-sort">
          <label htmlFor={sortId} className="market-sort__label">
            {t('filters.sortBy')}
          </label>
          <select
            id={sortId}
            className="market-sort__select"
            value={sort}
            onChange={(event) => onSort(event.target.value as ProductSort)}
          >
            {PRODUCT_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
