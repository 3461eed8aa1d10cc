import type { StoryElementType } from '@storyloom/contracts';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { CREATE_ACTIONS, RECENT_WORK, TYPE_FILTERS, type TypeFilter } from './element-types';
import { useLibraryT } from './i18n';

interface LibraryToolbarProps {
  filter: TypeFilter;
  onFilter: (filter: TypeFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  onCreate: (type: StoryElementType) => void;
}

/** Create buttons, the type filter (a radio group that looks like pills) and the search box. */
export function LibraryToolbar({
  filter,
  onFilter,
  search,
  onSearch,
  onCreate,
}: LibraryToolbarProps) {
  const groupName = useId();
  const { t } = useLibraryT();
  return (
    <div className="library-toolbar">
      <div className="library-toolbar__create" role="group" aria-label={t('toolbar.create')}>
        {CREATE_ACTIONS.map(({ type }, index) => (
          <Button
            key={type}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => onCreate(type)}
          >
            {t(`newOfType.${type}`)}
          </Button>
        ))}
      </div>
      <div className="library-toolbar__find">
        <fieldset className="library-filter">
          <legend className="visually-hidden">{t('toolbar.show')}</legend>
          {TYPE_FILTERS.map(({ value }) => (
            <label key={value} className="library-filter__option">
              <input
                type="radio"
                name={groupName}
                value={String(value)}
                checked={filter === value}
                onChange={() => onFilter(value)}
              />
              <span>{t(`filters.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={filter === RECENT_WORK ? t('toolbar.searchByTitle') : t('toolbar.searchByName')}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="library-search"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
