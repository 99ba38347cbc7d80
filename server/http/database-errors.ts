import { spaced } from '@core/resources/define';
import { ConflictError, HttpError, ValidationError } from './errors';

// PostgreSQL constraint failures carry enough to tell the user what is wrong:
// a unique key names its column, a foreign key names the table that still
// refers to the row.

interface PgError {
  code?: string;
  detail?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export function translateDatabaseError(error: unknown): HttpError | undefined {
  const pgError = error as PgError;
  switch (pgError?.code) {
    case '23505': {
      const field = uniqueField(pgError);
      return new ValidationError({ [field]: ['This value is already taken.'] });
    }
    case '23503': {
      const referencing = pgError.detail?.match(/referenced from table "([^"]+)"/)?.[1];
      if (referencing) return new ConflictError(`This record is still in use by ${spaced(referencing)} and cannot be deleted.`);
      const column = pgError.detail?.match(/Key \(([^)]+)\)/)?.[1] ?? 'reference';
      return new ValidationError({ [column]: ['The selected record does not exist.'] });
    }
    case '23502':
      return new ValidationError({ [pgError.column ?? 'body']: ['This field is required.'] });
    case '22001':
      return new ValidationError({ body: ['A value is too long.'] });
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
      return new ValidationError({ body: ['A value has the wrong format.'] });
    default:
      return undefined;
  }
}

function uniqueField(error: PgError): string {
  const columns = error.detail?.match(/^Key \((.*)\)=\(/)?.[1] ?? '';
  const names = columns
    .split(',')
    .map((c) =>
      c
        .trim()
        .replace(/^lower\((.*)\)$/, '$1')
        .replace(/::\w+$/, ''),
    )
    .filter((c) => c && !c.endsWith('company_id'));
  return names[names.length - 1] ?? 'id';
}
