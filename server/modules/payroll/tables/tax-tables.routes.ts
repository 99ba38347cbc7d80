import type { Row } from './rows';
import type { FastifyInstance } from 'fastify';
import type { FieldErrorCollector } from '../../../http/errors';
import { checkRanges, requireColumns } from './contiguity';
import { PERIODIC_FREQUENCIES } from './statutory-rows';
import { registerTableVersionRoutes, rowNumber } from './table-versions';

const MAX_RATE_BP = 3_500;

function checkTaxRows(tableType: string, rows: Row[], problems: FieldErrorCollector): void {
  const periods = tableType === 'annual' ? ['annual'] : [...PERIODIC_FREQUENCIES];
  rows.forEach((row, i) => {
    if (!periods.includes(row.period_type))
      problems.add(`rows.${i}.period_type`, `A ${tableType} table has rows for: ${periods.join(', ')}.`);
    if (row.excess_over === null) row.excess_over = row.range_from;
    const rate = rowNumber(row, 'rate');
    if (rate !== undefined && rate > MAX_RATE_BP) problems.add(`rows.${i}.rate`, 'The rate may not be above 0.35 (35 %).');
  });
  for (const period of periods) {
    const indexes = rows.map((r, i) => (r.period_type === period ? i : -1)).filter((i) => i >= 0);
    if (indexes.length === 0) {
      problems.add('rows', `The ${period.replace('_', '-')} rows are missing.`);
      continue;
    }
    requireColumns(
      rows,
      indexes,
      [
        ['base_tax', 'fixed tax'],
        ['rate', 'rate'],
      ],
      problems,
    );
    // Printed rows repeat the previous bound or start within a peso of it (docs/statutory.md §4.1).
    checkRanges(rows, indexes, problems, { minGap: 0, maxGap: 100 });
  }
}

/** BIR withholding (periodic) and annual tables; de minimis and 90,000 ceilings are listed (docs/domain.md §9). */
export async function taxTablesRoutes(app: FastifyInstance): Promise<void> {
  registerTableVersionRoutes(app, {
    resource: 'tax-tables',
    label: 'Tax table',
    table: 'tax_tables',
    rowTable: 'tax_brackets',
    rowForeignKey: 'tax_table_id',
    kindField: 'table_type',
    kindLabel: 'table type',
    writableKinds: ['periodic', 'annual'],
    listedKinds: ['periodic', 'annual'],
    basisField: 'legal_basis',
    rowColumns: [
      { name: 'period_type', label: 'period type', kind: 'choice', choices: [...PERIODIC_FREQUENCIES, 'annual'] },
      { name: 'range_from', label: 'range from', kind: 'money' },
      { name: 'range_to', label: 'range to', kind: 'money' },
      { name: 'base_tax', label: 'fixed tax', kind: 'money' },
      { name: 'rate', label: 'rate', kind: 'ratio' },
      { name: 'excess_over', label: 'excess over', kind: 'money' },
    ],
    rowOrder: ['period_type', 'range_from'],
    checkRows: checkTaxRows,
  });
}
