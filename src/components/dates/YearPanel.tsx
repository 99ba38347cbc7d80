import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { PickerSelectionState } from '@mui/x-date-pickers/internals';
import { decadeOf } from './formats';

// The year view of every picker: one decade at a time, with buttons to the
// previous and next decade [Spec]. Used as the pickers' `year` view renderer.

export interface YearPanelProps {
  value: Dayjs | null;
  referenceDate?: Dayjs;
  onChange: (value: Dayjs, selectionState?: PickerSelectionState, view?: 'year') => void;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  shouldDisableYear?: (year: Dayjs) => boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

export function YearPanel({ value, referenceDate, onChange, minDate, maxDate, shouldDisableYear, disabled, readOnly }: YearPanelProps) {
  const base = value && value.isValid() ? value : (referenceDate ?? dayjs());
  const [decadeStart, setDecadeStart] = useState(() => decadeOf(base.year())[0]);
  const years = Array.from({ length: 10 }, (_, i) => decadeStart + i);
  const isDisabled = (year: number) => {
    const day = base.year(year);
    return Boolean(
      disabled || readOnly || (minDate && year < minDate.year()) || (maxDate && year > maxDate.year()) || shouldDisableYear?.(day),
    );
  };
  return (
    <Box sx={{ width: 280, p: 1 }} data-testid="year-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton size="small" aria-label="Previous decade" onClick={() => setDecadeStart((y) => y - 10)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle2" aria-live="polite">{`${decadeStart}-${decadeStart + 9}`}</Typography>
        <IconButton size="small" aria-label="Next decade" onClick={() => setDecadeStart((y) => y + 10)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box role="grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5, mt: 1 }}>
        {years.map((year) => {
          const selected = Boolean(value?.isValid() && value.year() === year);
          return (
            <Button
              key={year}
              role="gridcell"
              size="small"
              aria-selected={selected}
              variant={selected ? 'contained' : 'text'}
              disabled={isDisabled(year)}
              onClick={() => onChange(base.year(year), 'finish', 'year')}
            >
              {year}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
