import { describe, expect, it } from 'vitest';
import { screens as hrScreens } from '../../../src/portals/hr/screens';
import { screens as payrollScreens } from '../../../src/portals/payroll/screens';
import { MovementEdit } from '../../../src/portals/hr/workflows';
import { EmployeeList } from '../../../src/resources/employees/EmployeeList';

// The plain list-and-form screens come from the registry and the catalogue: each
// catalogued screen keeps its path and its API resource.

const resourceAt = (screens: typeof hrScreens) => new Map(screens.filter((s) => s.resource).map((s) => [s.path, s.resource!.name]));

describe('screens from the registry', () => {
  it('gives the payroll set-up screens their resources', () => {
    expect(Object.fromEntries(resourceAt(payrollScreens))).toMatchObject({
      '/payroll/loan-types': 'loan-types',
      '/payroll/transaction-class': 'transaction-classes',
      '/payroll/transaction-types': 'transaction-types',
      '/payroll/chart-of-account': 'chart-of-accounts',
      '/payroll/payroll-groups': 'payroll-groups',
      '/payroll/payroll-periods': 'payroll-periods',
      '/payroll/bank-list': 'banks',
      '/payroll/overtime-rates': 'overtime-rates',
    });
  });

  it('builds the year-end and retro pay screens on their batches, with the year-end\u2019s own lists beside them', () => {
    expect(Object.fromEntries(resourceAt(payrollScreens))).toMatchObject({
      '/payroll/year-end': 'annualization-runs',
      '/payroll/year-end/annualizations': 'annualizations',
      '/payroll/year-end/previous-employer-incomes': 'previous-employer-incomes',
      '/payroll/retro-active': 'retro-pay-batches',
    });
  });

  it('gives the HR record screens their resources, each path once', () => {
    const paths = hrScreens.map((s) => s.path);
    expect(paths.length).toBe(new Set(paths).size);
    expect(Object.fromEntries(resourceAt(hrScreens))).toMatchObject({
      '/hr/structure': 'org-levels',
      '/hr/business-units': 'business-units',
      '/hr/business-units/approver-matrix': 'approver-matrices',
      '/hr/position': 'positions',
      '/hr/employees': 'employees',
      '/hr/employment-record/educational-attainment': 'educational-attainments',
      '/hr/employment-record/employment-history': 'employment-histories',
      '/hr/employment-record/employees-movement': 'employee-movements',
      '/hr/employment-record/examinations-taken': 'examinations',
      '/hr/employment-record/licences': 'licences',
      '/hr/employment-record/training-taken': 'trainings',
      '/hr/employment-record/disciplinary-action': 'disciplinary-actions',
      '/hr/employment-record/awards': 'awards',
      '/hr/company-events': 'company-events',
      '/hr/daily-temperature': 'temperature-readings',
      '/hr/device-management': 'devices',
      '/hr/incident-report': 'incident-reports',
      '/hr/preference': 'preferences',
    });
  });

  it('keeps the own screens of a resource where it has them', () => {
    const at = (path: string) => hrScreens.find((s) => s.path === path)!.resource!;
    expect(at('/hr/employees').list).toBe(EmployeeList);
    expect(at('/hr/employment-record/employees-movement').edit).toBe(MovementEdit);
  });
});
