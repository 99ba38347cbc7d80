import type { Row } from './rows';
import type { FastifyInstance } from 'fastify';
import type { FieldErrorCollector } from '../../../http/errors';
import { checkRanges, requireColumns } from './contiguity';
import { registerTableVersionRoutes, rowNumber } from './table-versions';

const SSS_COLUMNS: Array<[string, string]> = [
  ['msc', 'MSC'],
  ['regular_ss_msc', 'regular SS MSC'],
  ['mpf_msc', 'MPF MSC'],
  ['ee_regular_ss', 'employee regular SS'],
  ['ee_mpf', 'employee MPF'],
  ['er_regular_ss', 'employer regular SS'],
  ['er_mpf', 'employer MPF'],
  ['ec_amount', 'EC'],
];

function checkContributionRows(agency: string, rows: Row[], problems: FieldErrorCollector): void {
  const all = rows.map((_, i) => i);
  if (agency === 'sss') {
    requireColumns(rows, all, SSS_COLUMNS, problems);
    for (const i of all) {
      const [msc, regular, mpf] = ['msc', 'regular_ss_msc', 'mpf_msc'].map((c) => rowNumber(rows[i], c));
      if (msc !== undefined && regular !== undefined && mpf !== undefined && msc !== regular + mpf) {
        problems.add(`rows.${i}.msc`, 'The MSC must equal the regular SS MSC plus the MPF MSC.');
      }
    }
  } else if (agency === 'philhealth') {
    if (rows.length !== 1) problems.add('rows', 'A PhilHealth version has one row: the rate halves, floor and ceiling.');
    requireColumns(
      rows,
      all,
      [
        ['ee_rate', 'employee rate'],
        ['er_rate', 'employer rate'],
        ['base_floor', 'income floor'],
        ['base_ceiling', 'income ceiling'],
      ],
      problems,
    );
    const [floor, ceiling] = [rowNumber(rows[0], 'base_floor'), rowNumber(rows[0], 'base_ceiling')];
    if (floor !== undefined && ceiling !== undefined && ceiling < floor)
      problems.add('rows.0.base_ceiling', 'The income ceiling must not be below the floor.');
  } else if (agency === 'pagibig') {
    if (rows.length !== 2) problems.add('rows', 'A Pag-IBIG version has two rows: fund salaries up to the lower-band limit, and above it.');
    requireColumns(
      rows,
      all,
      [
        ['ee_rate', 'employee rate'],
        ['er_rate', 'employer rate'],
        ['base_ceiling', 'maximum fund salary'],
      ],
      problems,
    );
  }
  for (const i of all) {
    for (const column of ['ee_rate', 'er_rate']) {
      const rate = rowNumber(rows[i], column);
      if (rate !== undefined && rate > 2_000) problems.add(`rows.${i}.${column}`, 'A contribution rate above 20 % is not plausible.');
    }
  }
  checkRanges(rows, all, problems, { minGap: 1, maxGap: 1 });
}

/** SSS, PhilHealth and Pag-IBIG schedules (docs/domain.md §9 `contribution_tables`, `contribution_brackets`). */
export async function contributionTablesRoutes(app: FastifyInstance): Promise<void> {
  registerTableVersionRoutes(app, {
    resource: 'contribution-tables',
    label: 'Contribution table',
    table: 'contribution_tables',
    rowTable: 'contribution_brackets',
    rowForeignKey: 'contribution_table_id',
    kindField: 'agency',
    kindLabel: 'agency',
    writableKinds: ['sss', 'philhealth', 'pagibig'],
    listedKinds: ['sss', 'philhealth', 'pagibig'],
    basisField: 'circular_no',
    rowColumns: [
      { name: 'range_from', label: 'range from', kind: 'money' },
      { name: 'range_to', label: 'range to', kind: 'money' },
      ...SSS_COLUMNS.map(([name, label]) => ({ name, label, kind: 'money' as const })),
      { name: 'ee_rate', label: 'employee rate', kind: 'ratio' },
      { name: 'er_rate', label: 'employer rate', kind: 'ratio' },
      { name: 'base_floor', label: 'income floor', kind: 'money' },
      { name: 'base_ceiling', label: 'ceiling', kind: 'money' },
    ],
    rowOrder: ['range_from'],
    checkRows: checkContributionRows,
  });
}
