import { Type, type TSchema } from '@sinclair/typebox';

// Pieces the contract files share.

/** The value, or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date on the wire: 'YYYY-MM-DD'. */
export const WireDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
/** Money: pesos as a string with two decimals, e.g. "1234.50" (as server/http/schemas.ts's Money). */
export const WireMoney = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', description: 'an amount in pesos with two decimals' });
/** Any other NUMERIC (rates with more places, days, hours): a decimal string, never a binary float. */
export const WireDecimal = Type.String({ description: 'a decimal number as a string' });
/** A moment, as JSON writes a Date (ISO 8601). */
export const WireTimestamp = Type.Unsafe<Date | string>({ type: 'string', format: 'date-time' });
/** A sum the database adds up as text (`sum(...)::text`): decimal, its places as the sum gives them. */
export const WireDecimalText = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'a decimal amount as text' });
/** A moment the console reads as text (timestamptz as JSON writes it: ISO 8601). */
export const WireInstant = Type.String({ description: 'ISO 8601 date and time' });
