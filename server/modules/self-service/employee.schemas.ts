import { Type } from '@sinclair/typebox';
import { nullable } from '@core/contract/wire';
import { DateString, Money } from '../../http/schemas';

// The employee portal's answers that only the server describes.

/** One of the employee's own issued BIR Form 2316 certificates, as their list shows it. */
export const IssuedCertificate = Type.Object({
  id: Type.Integer(),
  year: Type.Integer(),
  period_from: DateString,
  period_to: DateString,
  issued_at: nullable(Type.String()),
  gross_compensation_present: Money,
  tax_due: Money,
  total_tax_withheld: Money,
});
