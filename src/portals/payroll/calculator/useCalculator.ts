import { formatMoney } from '@core/money';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { apiErrorOf } from '../../../providers/errors';

export type CalculatorName = 'contributions' | 'withholding' | 'annual-tax' | 'payslip';

/** POST /api/payroll/calculator/<name>: the result, or the 422's per-field messages. */
export function useCalculator<T>(name: CalculatorName) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [result, setResult] = useState<T | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  async function run(body: unknown) {
    setRunning(true);
    setMessage(null);
    setErrors({});
    try {
      const { data } = await dataProvider.action<T>('calculator', null, name, body);
      setResult(data);
    } catch (error) {
      const problem = apiErrorOf(error);
      setResult(null);
      setErrors(problem.fieldErrors);
      setMessage(problem.message);
    } finally {
      setRunning(false);
    }
  }

  const errorOf = (field: string) => errors[field]?.[0];
  return { result, errors, errorOf, message, running, run };
}

/** A form value to a JSON number (blank stays out of the request). */
export function numberOrUndefined(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : (value as unknown as number);
}

/** A form amount as the wire takes it: the decimal text itself, never a binary float (blank stays out). */
export function amountOrUndefined(value: string): string | undefined {
  const text = value.trim().replace(/,/g, '');
  return text === '' ? undefined : text;
}

export const peso = (value: number | string | null | undefined) => (value === null || value === undefined ? '—' : formatMoney(value));
