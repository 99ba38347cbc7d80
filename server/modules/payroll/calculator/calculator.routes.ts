import { answers, AnyObject } from '../../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../../http/errors';
import { calculateAnnualTax, calculateContributions, calculatePayslip, calculateWithholding, InvalidInputError } from '../engine';
import { NoVersionInForceError } from '../engine/versions';
import { calculateThirteenthMonth } from '../engine/thirteenth-month-calculator';
import { calculateFinalPay } from '../engine/final-pay-calculator';
import type { StatutoryTables } from '../engine/statutory-tables';
import { statutoryTablesFor } from '../tables/load-tables';

type Calculator = (input: unknown, tables: StatutoryTables) => unknown;

const CALCULATORS: Record<string, { calculate: Calculator; dateField: string }> = {
  contributions: { calculate: calculateContributions, dateField: 'month' },
  withholding: { calculate: calculateWithholding, dateField: 'pay_date' },
  'annual-tax': { calculate: calculateAnnualTax, dateField: 'year' },
  payslip: { calculate: calculatePayslip, dateField: 'pay_date' },
  'thirteenth-month': { calculate: calculateThirteenthMonth, dateField: 'year' },
  'final-pay': { calculate: calculateFinalPay, dateField: 'separation_date' },
};

/**
 * The payroll calculator: the engine over the table versions stored in the
 * database (what payroll staff maintain), loaded for this request only.
 */
export async function calculatorRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, { calculate, dateField }] of Object.entries(CALCULATORS)) {
    // The engine's validator checks the calculator's inputs field by field (engine/validate.ts).
    app.post(
      `/api/payroll/calculator/${name}`,
      { schema: { body: AnyObject, response: answers(AnyObject) } },
      async (request: FastifyRequest) => {
        const tables = await statutoryTablesFor(request, app.deps.db);
        try {
          return calculate(request.body ?? {}, tables);
        } catch (error) {
          if (error instanceof InvalidInputError) throw new ValidationError(error.errors);
          if (error instanceof NoVersionInForceError) {
            throw new ValidationError({ [dateField]: [`${error.message}: add that version in the payroll set-up first.`] });
          }
          throw error;
        }
      },
    );
  }
}
