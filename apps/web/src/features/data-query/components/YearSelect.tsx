import { useMemo } from 'react';
import { Select } from '../../client-ui/Select';
import { pickerYears } from '../year-range';

interface Props {
  id: string;
  value: number | undefined;
  onChange: (year: number) => void;
  isDisabled: (year: number) => boolean;
  testId: string;
}

/** A year picker (format YYYY), newest year first, with the years the SPEC rules out disabled. */
export function YearSelect({ id, value, onChange, isDisabled, testId }: Props) {
  const years = useMemo(() => pickerYears().reverse(), []);
  return (
    <Select<number>
      id={id}
      data-testid={testId}
      value={value}
      onChange={onChange}
      showSearch
      options={years.map((year) => ({ value: year, label: String(year), disabled: isDisabled(year) }))}
    />
  );
}
