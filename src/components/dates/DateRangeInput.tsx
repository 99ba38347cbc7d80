import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { humanise } from '@core/resources/define';
import { rangeLabels } from '@core/resources/filter-labels';
import { DateInput, type DateInputProps } from './DateInput';
import { clampTimeRangeEnd, dateRangeProblem } from './ranges';

// Two pickers for one range. By default their sources are `<source>_gte` and
// `<source>_lte`, so the range works as a list filter as it is.

export interface RangeInputProps extends Pick<DateInputProps, 'minDate' | 'maxDate' | 'shouldDisableDate' | 'onInputError' | 'disabled'> {
  source: string;
  startSource?: string;
  endSource?: string;
  label?: string;
  startLabel?: string;
  endLabel?: string;
  alwaysOn?: boolean;
}

export function DateRangeInput({
  source,
  startSource = `${source}_gte`,
  endSource = `${source}_lte`,
  label,
  startLabel,
  endLabel,
  alwaysOn: _alwaysOn,
  ...pickerProps
}: RangeInputProps) {
  const name = label ?? humanise(source);
  const [defaultStart, defaultEnd] = rangeLabels(name);
  const { trigger, formState } = useFormContext();
  const start = useWatch({ name: startSource });
  // The order check lives on the end field; a new start re-checks it.
  useEffect(() => {
    if (formState.dirtyFields && Object.keys(formState.dirtyFields).length > 0) void trigger(endSource);
  }, [start]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} role="group" aria-label={name}>
      <DateInput {...pickerProps} source={startSource} label={startLabel ?? defaultStart} />
      <DateInput
        {...pickerProps}
        source={endSource}
        label={endLabel ?? defaultEnd}
        validate={(end: unknown, values: Record<string, unknown>) => dateRangeProblem(values?.[startSource], end)}
      />
    </Box>
  );
}

export function TimeRangeInput({
  source,
  startSource = `${source}_start`,
  endSource = `${source}_end`,
  label,
  startLabel,
  endLabel,
  alwaysOn: _alwaysOn,
  ...pickerProps
}: RangeInputProps) {
  const name = label ?? humanise(source);
  const { setValue, getValues } = useFormContext();
  const start = useWatch({ name: startSource });
  // The end can never be earlier than the start: a later start pulls the end along.
  useEffect(() => {
    const end = getValues(endSource);
    const clamped = clampTimeRangeEnd(start, end);
    if (clamped !== end) setValue(endSource, clamped, { shouldDirty: true, shouldValidate: true });
  }, [start]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} role="group" aria-label={name}>
      <DateInput {...pickerProps} kind="time" source={startSource} label={startLabel ?? `${name} start`} />
      <DateInput
        {...pickerProps}
        kind="time"
        source={endSource}
        label={endLabel ?? `${name} end`}
        minDate={typeof start === 'string' && start ? start : pickerProps.minDate}
      />
    </Box>
  );
}
