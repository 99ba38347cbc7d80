export { MoneyField } from './MoneyField';
export { formatMoney } from './money';
