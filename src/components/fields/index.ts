export { MoneyField } from './MoneyField';
export { formatMoney } from '@core/money';
export { DateTimeField } from './DateTimeField';
