import { Type, type TSchema } from '@sinclair/typebox';

// Pieces the contract files share.

/** The value, or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date on the wire: 'YYYY-MM-DD'. */
export const WireDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
