import { businessUnitsResource } from '@core/resources/business-units.resource';
import { companiesResource } from '@core/resources/companies.resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { positionsResource } from '@core/resources/positions.resource';
import type { CrudOptionsByResource } from '../../http/crud';
import { ConflictError } from '../../http/errors';
import { knownCompanyId } from '../../shared/company';
import {
  businessUnitHeadcount,
  employeesNotSeparated,
  isInReportingChain,
  isSubUnitOf,
  parentAndOwnRanks,
  positionIncumbents,
} from './organisation.queries';
import { assertNotInUse } from './references';
import { companyOwned } from './scoping';

// The company profile, the organisation levels, the business-unit tree and positions.

export function organisationCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(companiesResource.name, {
    scope: (query, request) => query.where('r.id', '=', knownCompanyId(request)),
    prepare: (values, { existing }) => {
      if (!existing) throw new ConflictError('A new company is set up by an administrator; HR edits its own company profile.');
      return values;
    },
    beforeDelete: () => {
      throw new ConflictError('A company with employees cannot be deleted.');
    },
  });

  crud.set(
    orgLevelsResource.name,
    companyOwned({
      beforeDelete: ({ trx, existing }) =>
        assertNotInUse(trx, 'organisation level', Number(existing.id), [
          { table: 'business_units', column: 'org_level_id', label: 'business units' },
        ]),
    }),
  );

  crud.set(
    businessUnitsResource.name,
    companyOwned({
      select: (query) => query.select(businessUnitHeadcount()),
      validate: async (values, { trx, existing, problems }) => {
        if (values.parent_id !== null && values.parent_id !== undefined) {
          if (existing && Number(values.parent_id) === Number(existing.id))
            problems.add('parent_id', 'A business unit cannot be its own parent.');
          else if (existing && (await isSubUnitOf(trx, Number(values.parent_id), Number(existing.id)))) {
            problems.add('parent_id', "The parent unit cannot be one of the unit's own sub-units.");
          } else {
            const { parent_rank, own_rank } = await parentAndOwnRanks(trx, values.parent_id, values.org_level_id);
            if (parent_rank !== null && own_rank !== null && parent_rank >= own_rank) {
              problems.add('parent_id', 'The parent unit must be of a higher level than the unit.');
            }
          }
        }
        if (existing && existing.is_active && values.is_active === false) {
          const active = await employeesNotSeparated(trx, 'business_unit_id', Number(existing.id));
          if (active > 0) problems.add('is_active', `The business unit still has ${active} active employees.`);
        }
      },
      beforeDelete: ({ trx, existing }) =>
        assertNotInUse(trx, 'business unit', Number(existing.id), [
          { table: 'employees', column: 'business_unit_id', label: 'employees' },
          { table: 'business_units', column: 'parent_id', label: 'sub-units' },
          { table: 'positions', column: 'business_unit_id', label: 'positions' },
          { table: 'approver_matrices', column: 'business_unit_id', label: 'approver matrix levels' },
          { table: 'devices', column: 'business_unit_id', label: 'devices' },
          { table: 'incident_reports', column: 'business_unit_id', label: 'incident reports' },
          { table: 'employee_movements', column: 'to_business_unit_id', label: 'employee movements' },
        ]),
    }),
  );

  crud.set(
    positionsResource.name,
    companyOwned({
      select: (query) => query.select(positionIncumbents()),
      prepare: (values, { existing }) => {
        // Managerial and executive positions are exempt unless HR says otherwise.
        if (!existing && (values.labor_code_exempt === undefined || values.labor_code_exempt === null)) {
          return { ...values, labor_code_exempt: values.job_level === 'managerial' || values.job_level === 'executive' };
        }
        return values;
      },
      validate: async (values, { trx, existing, problems }) => {
        if (existing && values.reports_to_position_id !== null && values.reports_to_position_id !== undefined) {
          if (await isInReportingChain(trx, values.reports_to_position_id, existing.id))
            problems.add('reports_to_position_id', 'A position cannot report to itself or to a position below it.');
        }
        if (existing && existing.is_active && values.is_active === false) {
          const held = await employeesNotSeparated(trx, 'position_id', Number(existing.id));
          if (held > 0) problems.add('is_active', `The position still has ${held} incumbents.`);
        }
      },
      beforeDelete: ({ trx, existing }) =>
        assertNotInUse(trx, 'position', Number(existing.id), [
          { table: 'employees', column: 'position_id', label: 'employees' },
          { table: 'positions', column: 'reports_to_position_id', label: 'positions reporting to it' },
          { table: 'employee_movements', column: 'to_position_id', label: 'employee movements' },
        ]),
    }),
  );
}
