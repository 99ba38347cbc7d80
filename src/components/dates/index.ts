export { DateInput, TimeInput, type DateInputProps, type InputError } from './DateInput';
export { DateRangeInput, TimeRangeInput, type RangeInputProps } from './DateRangeInput';
export { DatesProvider } from './DatesProvider';
export { YearPanel } from './YearPanel';
export { YearField, MonthField } from './YearMonthFields';
export { TimeColumns } from './TimeColumns';
export { animateScroll } from './scrollTo';
export { dateRangeProblem, clampTimeRangeEnd, RANGE_ORDER_MESSAGE, RANGE_BOTH_MESSAGE } from './ranges';
export {
  DATE_FORMATS,
  WEEK_STARTS_ON,
  CALENDAR_WEEKS,
  TIME_SCROLL_MS,
  CONFIRM_LABEL,
  parseValue,
  formatValue,
  dateProblem,
  decadeOf,
  type DateKind,
  type DayLimits,
  type InputErrorReason,
} from './formats';
