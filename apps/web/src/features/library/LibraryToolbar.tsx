import type { StoryElementType } from '@storyloom/contracts';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { CREATE_ACTIONS, RECENT_WORK, TYPE_FILTERS, type TypeFilter } from './element-types';

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
  return (
    <div className="library-toolbar">
      <div className="library-toolbar__create" role="group" aria-label="Create">
        {CREATE_ACTIONS.map(({ type, label }, index) => (
          <Button
            key={type}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => onCreate(type)}
          >
            {label}
          </Button>
        ))}
      </div>
      <div className="library-toolbar__find">
        <fieldset className="library-filter">
          <legend className="visually-hidden">Show</legend>
          {TYPE_FILTERS.map(({ value, label }) => (
            <label key={value} className="library-filter__option">
              <input
                type="radio"
                name={groupName}
                value={String(value)}
                checked={filter === value}
                onChange={() => onFilter(value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={filter === RECENT_WORK ? 'Search by title' : 'Search by name'}
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
