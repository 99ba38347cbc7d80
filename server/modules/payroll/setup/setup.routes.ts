import type { RecordValues } from '@core/resources/define';
import { type CrudOptionsByResource, type CrudRecord, type WriteContext } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { chartOfAccountsResource, normalBalanceOf } from '@core/resources/chart-of-accounts.resource';
import { transactionClassesResource } from '@core/resources/transaction-classes.resource';
import { transactionTypesResource } from '@core/resources/transaction-types.resource';
import { loanTypesResource } from '@core/resources/loan-types.resource';
import { payrollGroupCalendarProblems, payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import { overtimeRatesResource } from '@core/resources/overtime-rates.resource';
import { employerRegistrationsResource, registrationProblems } from '@core/resources/employer-registrations.resource';
import { callerCompanyId } from '../company';

/** Normalised values hold null for a cleared field and nothing for one the request left out. */
const blank = (value: unknown) => value === null || value === undefined;

function addAll(context: WriteContext, errors: Record<string, string[]>): void {
  for (const [field, messages] of Object.entries(errors)) for (const message of messages) context.problems.add(field, message);
}

/** Seeded system rows carry the product's own logic and cannot be deleted. */
function refuseSystemRows({ existing }: { existing: CrudRecord }): void {
  if (existing.is_system) throw new ConflictError('This record is part of the system set-up and cannot be deleted.');
}

async function companyOnCreate(_values: RecordValues, context: WriteContext): Promise<RecordValues> {
  return context.existing ? {} : { company_id: await callerCompanyId(context.trx, context.request) };
}

/** The reference data of the payroll set-up screens, each through the generic CRUD routes. */
export function setupCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(chartOfAccountsResource.name, {
    validate: (values, context) => {
      if (context.existing && Number(values.parent_id) === Number(context.existing.id)) {
        context.problems.add('parent_id', 'An account cannot be its own parent.');
      }
    },
    derive: (values) => ({ normal_balance: normalBalanceOf(String(values.account_type)) }),
  });

  crud.set(transactionClassesResource.name, { beforeDelete: refuseSystemRows });

  crud.set(transactionTypesResource.name, {
    validate: (values, context) => {
      if (values.tax_treatment === 'de_minimis' && blank(values.de_minimis_ceiling) && blank(values.de_minimis_ceiling_days)) {
        context.problems.add('de_minimis_ceiling', 'A de minimis type needs a ceiling in pesos or in days.');
      }
      if (!blank(values.de_minimis_ceiling) && blank(values.de_minimis_ceiling_period)) {
        context.problems.add('de_minimis_ceiling_period', 'Say whether the ceiling is per month or per year.');
      }
      if (values.tax_treatment === 'taxable_exempt_for_mwe' && blank(values.bir_2316_mwe_box)) {
        context.problems.add('bir_2316_mwe_box', 'The BIR 2316 box for minimum wage earners is required for this tax treatment.');
      }
      if (!blank(values.debit_account_id) && values.debit_account_id === values.credit_account_id) {
        context.problems.add('credit_account_id', 'The credit account must differ from the debit account.');
      }
    },
    beforeDelete: refuseSystemRows,
  });

  crud.set(loanTypesResource.name, {
    validate: (values, context) => {
      if (values.lender !== 'company' && values.interest_method !== 'none') {
        context.problems.add(
          'interest_method',
          'Agency and third-party loans take their amortisation from the lender: use no interest method.',
        );
      }
    },
  });

  crud.set(payrollGroupsResource.name, {
    validate: (values, context) => addAll(context, payrollGroupCalendarProblems(values)),
    derive: companyOnCreate,
  });

  crud.set(overtimeRatesResource.name, {
    validate: (values, context) => {
      const multiplier = Number(values.multiplier);
      for (const field of ['covered_daily_rated', 'covered_monthly_rated'] as const) {
        if (Number(values[field]) > multiplier) context.problems.add(field, 'The covered part cannot exceed the multiplier.');
        if (values.hour_type === 'overtime' && Number(values[field]) !== 0) {
          context.problems.add(field, 'Overtime hours are never covered by basic pay: use 0.');
        }
      }
    },
  });

  crud.set(employerRegistrationsResource.name, {
    validate: (values, context) => addAll(context, registrationProblems(values)),
    derive: companyOnCreate,
  });
}
