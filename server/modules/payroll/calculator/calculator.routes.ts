import { Type, type TSchema } from '@sinclair/typebox';
import { answers } from '../../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../../http/errors';
import { calculateAnnualTax, calculateContributions, calculatePayslip, calculateWithholding, InvalidInputError } from '../engine';
import { NoVersionInForceError } from '../engine/versions';
import { calculateThirteenthMonth } from '../engine/thirteenth-month-calculator';
import { calculateFinalPay } from '../engine/final-pay-calculator';
import type { StatutoryTables } from '../engine/statutory-tables';
import { statutoryTablesFor } from '../tables/load-tables';
import {
  AnnualTaxAnswer,
  ContributionsAnswer,
  FinalPayAnswer,
  PayslipAnswer,
  ThirteenthMonthAnswer,
  WithholdingAnswer,
} from '@core/contract/calculator';

/** The inputs of a calculator: checked field by field by the engine's validator (engine/validate.ts), which answers 422 per field. */
const CalculatorInput = Type.Object({}, { additionalProperties: true, description: 'the calculator’s inputs' });

type Calculator = (input: unknown, tables: StatutoryTables) => unknown;

const CALCULATORS: Record<string, { calculate: Calculator; dateField: string; answer: TSchema }> = {
  contributions: { calculate: calculateContributions, dateField: 'month', answer: ContributionsAnswer },
  withholding: { calculate: calculateWithholding, dateField: 'pay_date', answer: WithholdingAnswer },
  'annual-tax': { calculate: calculateAnnualTax, dateField: 'year', answer: AnnualTaxAnswer },
  payslip: { calculate: calculatePayslip, dateField: 'pay_date', answer: PayslipAnswer },
  'thirteenth-month': { calculate: calculateThirteenthMonth, dateField: 'year', answer: ThirteenthMonthAnswer },
  'final-pay': { calculate: calculateFinalPay, dateField: 'separation_date', answer: FinalPayAnswer },
};

/**
 * The payroll calculator: the engine over the table versions stored in the
 * database (what payroll staff maintain), loaded for this request only.
 */
export async function calculatorRoutes(app: FastifyInstance): Promise<void> {
  for (const [name, { calculate, dateField, answer }] of Object.entries(CALCULATORS)) {
    // The engine's validator checks the calculator's inputs field by field (engine/validate.ts).
    app.post(
      `/api/payroll/calculator/${name}`,
      { schema: { body: CalculatorInput, response: answers(answer) } },
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
