import { PRODUCT_SORTS, type MarketplaceCategory, type ProductSort } from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest',
  mostAcquired: 'Most acquired',
};

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
          label="Search the marketplace"
          type="search"
          name="search"
          placeholder="Dragons, bedtime, the sea…"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="market-filters__field"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <div className="market-filters__row">
        {categories.length > 0 && (
          <fieldset className="market-chips">
            <legend className="visually-hidden">Category</legend>
            {[{ id: '', name: 'All' }, ...categories].map((category) => (
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
            Sort by
          </label>
          <select
            id={sortId}
            className="market-sort__select"
            value={sort}
            onChange={(event) => onSort(event.target.value as ProductSort)}
          >
            {PRODUCT_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
