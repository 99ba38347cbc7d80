import { useEffect, useRef } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import type { PickerSelectionState } from '@mui/x-date-pickers/internals';
import { TIME_SCROLL_MS } from './formats';
import { animateScroll } from './scrollTo';

// The time view of the pickers: one column per unit (hours, minutes, seconds);
// each column scrolls its chosen value to the top in 100 ms [Spec].

type TimeUnit = 'hours' | 'minutes' | 'seconds';
const UNITS: readonly TimeUnit[] = ['hours', 'minutes', 'seconds'];
const SIZE: Record<TimeUnit, number> = { hours: 24, minutes: 60, seconds: 60 };
const ROW_HEIGHT = 32;

export interface TimeColumnsProps {
  value: Dayjs | null;
  referenceDate?: Dayjs;
  onChange: (value: Dayjs, selectionState?: PickerSelectionState, view?: TimeUnit) => void;
  views: readonly string[];
  minTime?: Dayjs;
  maxTime?: Dayjs;
  disabled?: boolean;
  readOnly?: boolean;
  scrollDuration?: number;
}

const secondsOfDay = (day: Dayjs) => day.hour() * 3600 + day.minute() * 60 + day.second();

function withUnit(day: Dayjs, unit: TimeUnit, n: number): Dayjs {
  return unit === 'hours' ? day.hour(n) : unit === 'minutes' ? day.minute(n) : day.second(n);
}

function unitOf(day: Dayjs, unit: TimeUnit): number {
  return unit === 'hours' ? day.hour() : unit === 'minutes' ? day.minute() : day.second();
}

export function TimeColumns({
  value,
  referenceDate,
  onChange,
  views,
  minTime,
  maxTime,
  disabled,
  readOnly,
  scrollDuration = TIME_SCROLL_MS,
}: TimeColumnsProps) {
  const base = value && value.isValid() ? value : (referenceDate ?? dayjs()).hour(0).minute(0).second(0);
  const columns = UNITS.filter((unit) => views.includes(unit));
  const refs = useRef<Partial<Record<TimeUnit, HTMLUListElement | null>>>({});

  useEffect(() => {
    if (!value?.isValid()) return;
    for (const unit of columns) {
      const column = refs.current[unit];
      if (column) void animateScroll(column, unitOf(value, unit) * ROW_HEIGHT, scrollDuration);
    }
  }, [value?.valueOf()]); // eslint-disable-line react-hooks/exhaustive-deps

  // A unit value is out of range when every time it stands for is: hour 7 covers 07:00:00-07:59:59.
  const outOfRange = (candidate: Dayjs, unit: TimeUnit) => {
    const from = unit === 'hours' ? candidate.minute(0).second(0) : unit === 'minutes' ? candidate.second(0) : candidate;
    const to = unit === 'hours' ? candidate.minute(59).second(59) : unit === 'minutes' ? candidate.second(59) : candidate;
    return Boolean((minTime && secondsOfDay(to) < secondsOfDay(minTime)) || (maxTime && secondsOfDay(from) > secondsOfDay(maxTime)));
  };

  return (
    <Box sx={{ display: 'flex', height: ROW_HEIGHT * 7, borderBottom: 1, borderColor: 'divider' }}>
      {columns.map((unit) => (
        <MenuList
          key={unit}
          ref={(element: HTMLUListElement | null) => {
            refs.current[unit] = element;
          }}
          role="listbox"
          aria-label={unit}
          dense
          sx={{
            overflowY: 'auto',
            width: 56,
            py: 0,
            borderRight: 1,
            borderColor: 'divider',
            '&::after': { content: '""', display: 'block', height: ROW_HEIGHT * 6 },
          }}
        >
          {Array.from({ length: SIZE[unit] }, (_, n) => {
            const candidate = withUnit(base, unit, n);
            const selected = Boolean(value?.isValid() && unitOf(value, unit) === n);
            return (
              <MenuItem
                key={n}
                role="option"
                aria-selected={selected}
                selected={selected}
                disabled={disabled || readOnly || outOfRange(candidate, unit)}
                onClick={() => onChange(candidate, 'partial', unit)}
                sx={{ height: ROW_HEIGHT, minHeight: ROW_HEIGHT, justifyContent: 'center' }}
              >
                {String(n).padStart(2, '0')}
              </MenuItem>
            );
          })}
        </MenuList>
      ))}
    </Box>
  );
}
