import type { Database } from '../../db/database';

// A company's preferences (docs/domain.md §2 `preferences`), read by key with the fallback
// the caller gives when the company has not set one.

async function preferenceValue(db: Database, companyId: number, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('preferences')
    .select('value')
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function preferenceFlag(db: Database, companyId: number, key: string, fallback: boolean): Promise<boolean> {
  const value = await preferenceValue(db, companyId, key);
  return value === null ? fallback : value === 'true';
}

export async function preferenceNumber(db: Database, companyId: number, key: string, fallback: number): Promise<number> {
  const value = await preferenceValue(db, companyId, key);
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(number) ? number : fallback;
}
