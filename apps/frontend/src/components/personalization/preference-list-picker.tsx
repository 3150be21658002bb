import { MultiSelect } from '../ui/multi-select';
import {
  DISCIPLINE_LIST_MAX_HEIGHT,
  DISCIPLINE_SELECT_OPTIONS,
  SECTOR_LIST_MAX_HEIGHT,
  SECTOR_OPTIONS,
} from './personalization-options';

/** The two searchable preference lists, as the welcome wizard and the profile screen both show them. */
const LISTS = {
  sectors: {
    label: 'Industry sectors',
    placeholder: 'Search sectors...',
    options: SECTOR_OPTIONS,
    maxHeight: SECTOR_LIST_MAX_HEIGHT,
  },
  disciplines: {
    label: 'Disciplines',
    placeholder: 'Search disciplines...',
    options: DISCIPLINE_SELECT_OPTIONS,
    maxHeight: DISCIPLINE_LIST_MAX_HEIGHT,
  },
};

interface PreferenceListPickerProps {
  list: keyof typeof LISTS;
  value: readonly string[];
  onChange(next: string[]): void;
  /** What the choice is used for, read with the field. */
  hint?: string;
}

/** Industry sectors or disciplines: a multi-select over the option lists of spec section 3. */
export function PreferenceListPicker({ list, value, onChange, hint }: PreferenceListPickerProps) {
  return <MultiSelect {...LISTS[list]} value={value} onChange={onChange} hint={hint} />;
}
