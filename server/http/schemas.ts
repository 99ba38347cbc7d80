import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { nullable, WireDate, WireMoney } from '@core/contract/wire';
import type { FieldDefinition, FieldKind, ResourceDefinition } from '@core/resources/define';

// The JSON schemas that every route declares: shared pieces, and the schemas
// of a resource definition's CRUD routes. Fastify validates requests with them
// (a failure is our 422 per field), serialises responses with them, and
// @fastify/swagger turns them into the OpenAPI document.

export const Message = Type.Object({ message: Type.String() }, { $id: 'Message' });
export const ValidationProblem = Type.Object(
  { message: Type.String(), errors: Type.Record(Type.String(), Type.Array(Type.String())) },
  { $id: 'ValidationProblem' },
);

/** The error answers every API route may give, besides its own success answer. */
export const errorResponses = {
  400: Type.Ref(Message),
  401: Type.Ref(Message),
  403: Type.Ref(Message),
  404: Type.Ref(Message),
  409: Type.Ref(Message),
  419: Type.Ref(Message),
  422: Type.Ref(ValidationProblem),
  429: Type.Ref(Message),
};

/** Decimal money on the wire and a date: the contract's own pieces, one definition for server and console. */
export { WireMoney as Money, WireDate as DateString };

export const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,12}$', description: 'record id' }) });

/** ra-data-simple-rest's list query: JSON strings, parsed and whitelisted by simple-rest.ts. */
export const ListQuery = Type.Object({
  sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC|DESC"]', maxLength: 200 })),
  range: Type.Optional(Type.String({ description: 'JSON [first,last]', maxLength: 100 })),
  filter: Type.Optional(Type.String({ description: 'JSON object of filters', maxLength: 10_000 })),
});

/** A write answer carrying only a message (logout, password reset). */
export const Ok = Type.Object({ message: Type.String() });

/** The wire type of one field of a definition, as the CRUD serialiser writes it. */
function wireType(field: FieldDefinition): TSchema {
  const described = { description: field.label };
  const kinds: Record<FieldKind, () => TSchema> = {
    text: () => Type.String(described),
    longtext: () => Type.String(described),
    email: () => Type.String(described),
    // choices stored as codes in smallint columns (roles, weekdays) travel as numbers
    choice: () =>
      Type.Union([Type.String(), Type.Number()], {
        ...described,
        description: `${field.label}: one of ${field.choices?.map((c) => c.id).join(', ')}`,
      }),
    number: () => Type.Number(described),
    money: () => Type.String({ ...described, pattern: WireMoney.pattern }),
    date: () => Type.String({ ...described, format: 'date' }),
    time: () => Type.String(described),
    datetime: () => Type.String(described),
    boolean: () => Type.Boolean(described),
    ref: () => Type.Integer({ ...described, description: `${field.label} (${field.reference} id)` }),
    refs: () => Type.Array(Type.Integer(), { ...described, description: `${field.label} (${field.reference} ids)` }),
  };
  return nullable(kinds[field.kind]());
}

/**
 * What a client may send for one field: its type only. The definition's own
 * validation (validateRecord) then gives the messages about content, in the
 * words the form shows; numbers and amounts come as JSON numbers or strings.
 */
function acceptedType(field: FieldDefinition): TSchema {
  const loose: Record<FieldKind, () => TSchema> = {
    text: () => Type.String({ maxLength: field.maxLength ?? 100_000 }),
    longtext: () => Type.String({ maxLength: field.maxLength ?? 100_000 }),
    email: () => Type.String({ maxLength: 320 }),
    choice: () => Type.Union([Type.String({ maxLength: 100 }), Type.Number()]),
    number: () => Type.Union([Type.Number(), Type.String({ maxLength: 40 })]),
    money: () => Type.Union([Type.Number(), Type.String({ maxLength: 40 })]),
    date: () => Type.String({ maxLength: 10 }),
    time: () => Type.String({ maxLength: 8 }),
    datetime: () => Type.String({ maxLength: 30 }),
    boolean: () => Type.Boolean(),
    ref: () => Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]),
    refs: () => Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]), { maxItems: field.max ?? 10_000 }),
  };
  return nullable(loose[field.kind]());
}

/** A record of a resource as the API answers it: its fields, id, label and timestamps; joined columns pass through. */
export function recordSchema(definition: ResourceDefinition): TObject {
  const fields = Object.fromEntries(Object.entries(definition.fields).map(([name, field]) => [name, Type.Optional(wireType(field))]));
  return Type.Object(
    {
      id: Type.Integer(),
      text: Type.Optional(nullable(Type.String({ description: 'the record as a label' }))),
      ...fields,
    },
    { additionalProperties: true, title: definition.label },
  );
}

/** The body of a create or update: the definition's writable fields by type; anything else the client echoes back is ignored. */
export function writeBodySchema(definition: ResourceDefinition): TObject {
  const writable = Object.entries(definition.fields).filter(([, field]) => !field.readOnly);
  return Type.Object(Object.fromEntries(writable.map(([name, field]) => [name, Type.Optional(acceptedType(field))])), {
    additionalProperties: true,
  });
}

/** An object answer whose fields the route documents in its description (read models, workflow results). */
export const AnyObject = Type.Object({}, { additionalProperties: true });
export const AnyObjects = Type.Array(AnyObject);
/** The body of a verb that takes no fields. */
export const NoBody = Type.Object({}, { additionalProperties: false, description: 'no fields' });
/** A file download (xlsx, images): bytes, not JSON. */
export const FileDownload = Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' });

/** A route's answers: its success schema and the error answers every route may give. */
export const answers = <T extends TSchema>(ok: T) => ({ 200: ok, ...errorResponses });
