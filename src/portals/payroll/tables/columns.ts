// The row columns of each government table screen (what the API's rows carry).

import { enumLabel } from '@core/labels';
import { formatMoney, formatPercent } from '@core/money';

export interface RowColumn {
  source: string;
  label: string;
  kind: 'money' | 'ratio' | 'choice';
  choices?: string[];
}

const money = (source: string, label: string): RowColumn => ({ source, label, kind: 'money' });
const ratio = (source: string, label: string): RowColumn => ({ source, label, kind: 'ratio' });
const RANGE = [money('range_from', 'Range from'), money('range_to', 'Range to')];

export interface TableScreen {
  resource: 'contribution-tables' | 'tax-tables';
  kindField: 'agency' | 'table_type';
  kind: string;
  title: string;
  basisField: 'circular_no' | 'legal_basis';
  basisLabel: string;
  columns: RowColumn[];
}

const contribution = (kind: string, title: string, columns: RowColumn[]): TableScreen => ({
  resource: 'contribution-tables',
  kindField: 'agency',
  kind,
  title,
  basisField: 'circular_no',
  basisLabel: 'Circular no.',
  columns: [...RANGE, ...columns],
});
const tax = (kind: string, title: string, periods: string[]): TableScreen => ({
  resource: 'tax-tables',
  kindField: 'table_type',
  kind,
  title,
  basisField: 'legal_basis',
  basisLabel: 'Legal basis',
  columns: [
    { source: 'period_type', label: 'Period', kind: 'choice', choices: periods },
    ...RANGE,
    money('base_tax', 'Fixed tax'),
    ratio('rate', 'Rate on excess'),
    money('excess_over', 'Excess over'),
  ],
});

export const TABLE_SCREENS = {
  sss: contribution('sss', 'SSS - Contribution Table', [
    money('msc', 'MSC'),
    money('regular_ss_msc', 'Regular SS MSC'),
    money('mpf_msc', 'MPF MSC'),
    money('ee_regular_ss', 'EE regular SS'),
    money('ee_mpf', 'EE MPF'),
    money('er_regular_ss', 'ER regular SS'),
    money('er_mpf', 'ER MPF'),
    money('ec_amount', 'EC'),
  ]),
  philhealth: contribution('philhealth', 'PhilHealth - Contribution Table', [
    ratio('ee_rate', 'Employee rate'),
    ratio('er_rate', 'Employer rate'),
    money('base_floor', 'Income floor'),
    money('base_ceiling', 'Income ceiling'),
  ]),
  pagibig: contribution('pagibig', 'Pag-IBIG - Contribution Table', [
    ratio('ee_rate', 'Employee rate'),
    ratio('er_rate', 'Employer rate'),
    money('base_ceiling', 'Maximum fund salary'),
  ]),
  periodic: tax('periodic', 'BIR - Periodic Tax Table', ['daily', 'weekly', 'semi_monthly', 'monthly']),
  annual: tax('annual', 'BIR - Annual Tax Table', ['annual']),
} satisfies Record<string, TableScreen>;

export function formatCell(column: RowColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return column.source === 'range_to' ? 'and over' : '—';
  if (column.kind === 'money') return formatMoney(value);
  if (column.kind === 'ratio') return formatPercent(value);
  return enumLabel(value);
}
