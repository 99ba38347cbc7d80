import { useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import type { DateValidationError, DateTimeValidationError, TimeValidationError } from '@mui/x-date-pickers/models';
import { useInput, ValidationError, type InputProps, type Validator } from 'react-admin';
import { humanise } from '@core/resources/define';
import { DatesProvider } from './DatesProvider';
import { CALENDAR_WEEKS, DATE_FORMATS, dateProblem, formatValue, parseValue, type DateKind, type InputErrorReason } from './formats';
import { TimeColumns } from './TimeColumns';
import { YearPanel } from './YearPanel';

// One react-admin input for every date-like kind [Spec formats]: date, datetime,
// year, month, week and time. The form value is the wire string; a typed value
// that cannot be read, or a disabled day, is refused with a message and
// reported through `onInputError`.

export interface InputError {
  reason: InputErrorReason;
  message: string;
}

export interface DateInputProps extends Omit<InputProps, 'children'> {
  kind?: DateKind;
  /** 'YYYY-MM-DD' (or 'HH:mm:ss' for time) */
  minDate?: string;
  maxDate?: string;
  shouldDisableDate?: (day: Dayjs) => boolean;
  onInputError?: (error: InputError) => void;
  disabled?: boolean;
  alwaysOn?: boolean;
}

type PickerError = DateValidationError | DateTimeValidationError | TimeValidationError;

const MESSAGES: Record<InputErrorReason, string> = {
  invalid: 'Invalid date.',
  disabled: 'This date is not available.',
};

function messageOf(error: PickerError, kind: DateKind): InputError {
  const reason: InputErrorReason = error === 'invalidDate' ? 'invalid' : 'disabled';
  if (kind === 'time') return { reason, message: reason === 'invalid' ? 'Invalid time.' : 'This time is not available.' };
  return { reason, message: MESSAGES[reason] };
}

const VIEWS = {
  date: ['year', 'month', 'day'],
  datetime: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'],
  month: ['year', 'month'],
  year: ['year'],
  week: ['year', 'month', 'day'],
  time: ['hours', 'minutes', 'seconds'],
} as const;

const renderYear = (props: object) => <YearPanel {...(props as React.ComponentProps<typeof YearPanel>)} />;
const renderTime = (props: object) => <TimeColumns {...(props as React.ComponentProps<typeof TimeColumns>)} />;
const VIEW_RENDERERS = { year: renderYear, hours: renderTime, minutes: renderTime, seconds: renderTime };

export function DateInput({
  kind = 'date',
  minDate,
  maxDate,
  shouldDisableDate,
  onInputError,
  disabled,
  label,
  helperText,
  validate,
  source,
  alwaysOn: _alwaysOn,
  ...inputProps
}: DateInputProps) {
  const problemRef = useRef<string | undefined>(undefined);
  const [problem, setProblem] = useState<string>();
  // A week number alone cannot be read back into a day; the chosen day is kept here.
  const [weekDay, setWeekDay] = useState<Dayjs | null>(null);
  const limits = kind === 'time' ? {} : { min: minDate, max: maxDate, disabledDay: shouldDisableDate };
  const pickerCheck: Validator = (value) => problemRef.current ?? dateProblem(value, kind, limits)?.message;
  const { field, fieldState, formState, isRequired, id } = useInput({
    ...inputProps,
    source,
    validate: [...(Array.isArray(validate) ? validate : validate ? [validate] : []), pickerCheck],
  });

  // The message shows while typing; the input-error event fires once the value is committed (leaving the field or closing the picker).
  const pendingError = useRef<InputError | undefined>(undefined);
  const report = (error: InputError | undefined) => {
    problemRef.current = error?.message;
    pendingError.current = error;
    setProblem(error?.message);
  };
  const commitError = () => {
    if (pendingError.current) onInputError?.(pendingError.current);
  };

  const value = kind === 'week' ? weekDay : parseValue(field.value, kind);
  const onChange = (day: Dayjs | null, context: { validationError: PickerError }) => {
    if (context.validationError) {
      report(messageOf(context.validationError, kind));
      field.onChange(day?.isValid() ? formatValue(day, kind) : null);
      return;
    }
    report(undefined);
    if (kind === 'week') setWeekDay(day);
    field.onChange(formatValue(day, kind));
  };
  const onError = (error: PickerError) => {
    if (error) report(messageOf(error, kind));
  };
  const onClose = () => commitError();

  const showFormError = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty || formState.isSubmitted);
  const formError = showFormError ? fieldState.error?.message : undefined;
  const message = problem ?? (formError ? <ValidationError error={formError} /> : undefined);
  // The picker publishes no value while sections are still blank ('2025-MM-DD'): refuse that text on leaving.
  const onBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    const text = event.target.value.trim();
    const format = kind === 'week' ? DATE_FORMATS.date : DATE_FORMATS[kind];
    if (text && !dayjs(text, format, true).isValid()) report(messageOf('invalidDate', kind));
    commitError();
    field.onBlur();
  };
  const labelText = label === false ? undefined : `${typeof label === 'string' ? label : humanise(source)}${isRequired ? ' *' : ''}`;
  const common = {
    label: labelText,
    value,
    onChange,
    onError,
    onClose,
    disabled,
    views: VIEWS[kind],
    format: kind === 'week' ? DATE_FORMATS.date : DATE_FORMATS[kind],
    enableAccessibleFieldDOMStructure: false as const,
    viewRenderers: VIEW_RENDERERS,
    slotProps: {
      textField: {
        id,
        name: field.name,
        onBlur,
        error: Boolean(message),
        helperText: message ?? (typeof helperText === 'string' ? helperText : undefined),
        size: 'small' as const,
        margin: 'dense' as const,
        // react-admin's filter form hides helper texts; a refusal must stay visible there too.
        sx: { '& .MuiFormHelperText-root.Mui-error': { display: 'block' } },
      },
      actionBar: { actions: ['clear' as const, 'accept' as const] },
    },
  };
  const dateLimits = {
    minDate: minDate ? dayjs(minDate) : undefined,
    maxDate: maxDate ? dayjs(maxDate) : undefined,
    shouldDisableDate,
    fixedWeekNumber: CALENDAR_WEEKS,
    openTo: kind === 'month' ? ('month' as const) : kind === 'year' ? ('year' as const) : ('day' as const),
  };
  const timeOf = (text?: string) => (text ? dayjs(text, DATE_FORMATS.time, true) : undefined);

  return (
    <DatesProvider>
      {kind === 'time' ? (
        <DesktopTimePicker
          {...common}
          views={VIEWS.time}
          ampm={false}
          minTime={timeOf(minDate)}
          maxTime={timeOf(maxDate)}
          closeOnSelect={false}
        />
      ) : kind === 'datetime' ? (
        <DesktopDateTimePicker {...common} views={VIEWS.datetime} ampm={false} {...dateLimits} closeOnSelect={false} />
      ) : (
        <DesktopDatePicker {...common} views={VIEWS[kind]} {...dateLimits} />
      )}
    </DatesProvider>
  );
}

export function TimeInput(props: Omit<DateInputProps, 'kind'>) {
  return <DateInput {...props} kind="time" />;
}
