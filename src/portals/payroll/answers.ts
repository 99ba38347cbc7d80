/**
 * An answer of the payroll API that a screen reads by key: a calculator's
 * result or a government table version with its rows. Its shape is the
 * engine's and the table's, documented in the OpenAPI document.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by key in the screens; the server's schemas describe it
export type PayrollAnswer = Record<string, any>;
