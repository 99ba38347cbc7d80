import { Type } from '@sinclair/typebox';
import { nullable, WireDate, WireMoney } from './wire';

// The pieces of core/contract answer schemas under the names these files use (wire.ts holds
// the first ones). The server's routes declare the schemas as their responses (Fastify
// serialises with them and drops any property a schema does not name); the console imports
// their Static types.

/** A value or null (a nullable column). */
export const Nullable = nullable;

/** A calendar date, YYYY-MM-DD. */
export const DateText = WireDate;

/** Decimal money on the wire: a string with two places, e.g. "1234.50" (numeric(14, 2) columns). */
export const Money = WireMoney;

/** A sum the database adds up as text (`sum(...)::text`): decimal, its places as the sum gives them. */
export const DecimalText = Type.String({ pattern: '^-?\\d+(\\.\\d+)?$', description: 'a decimal amount as text' });

/** A moment (timestamptz), as JSON writes a date: ISO 8601. */
export const Instant = Type.String({ description: 'ISO 8601 date and time' });
