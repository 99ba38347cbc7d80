/**
 * A header or row of one of the government tables (SSS, PhilHealth, Pag-IBIG,
 * BIR), as the version routes read and write them generically over those
 * tables; parseVersion checks every value against the table's own columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic over four tables whose columns differ; checked by parseVersion
export type Row = Record<string, any>;
