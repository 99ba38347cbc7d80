import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type DataProvider, type RaRecord } from 'react-admin';
import { vi } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';

// A react-admin context over an in-memory data provider that speaks the same
// filter dialect as the API (q, exact, arrays, <field>_gte/_lte), so list parts
// are tested without a network.

type Rows = Record<string, RaRecord[]>;

function matches(row: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === null || value === '') return true;
    if (key === 'q')
      return Object.values(row).some((v) =>
        String(v ?? '')
          .toLowerCase()
          .includes(String(value).toLowerCase()),
      );
    const ranged = /^(.*)_(gte|lte)$/.exec(key);
    if (ranged && !(key in row)) {
      const cell = row[ranged[1]];
      return ranged[2] === 'gte' ? cell >= (value as never) : cell <= (value as never);
    }
    if (Array.isArray(value)) return value.map(String).includes(String(row[key]));
    return String(row[key]) === String(value);
  });
}

export function fakeDataProvider(initial: Rows) {
  const rows: Rows = structuredClone(initial);
  const getList = vi.fn(
    async (
      resource: string,
      params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> },
    ) => {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const { field = 'id', order = 'ASC' } = params.sort ?? {};
      const sorted = (rows[resource] ?? [])
        .filter((row) => matches(row, params.filter ?? {}))
        .sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (order === 'ASC' ? 1 : -1));
      return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
    },
  );
  const provider = {
    getList,
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: rows[resource].find((r) => String(r.id) === String(id))!,
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: (rows[resource] ?? []).filter((r) => ids.map(String).includes(String(r.id))),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const record = { ...data, id: (rows[resource] ?? []).length + 1000 } as RaRecord;
      (rows[resource] ??= []).push(record);
      return { data: record };
    }),
    update: vi.fn(async (resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => {
      const index = rows[resource].findIndex((r) => String(r.id) === String(id));
      rows[resource][index] = { ...rows[resource][index], ...data };
      return { data: rows[resource][index] };
    }),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: rows[resource].find((r) => String(r.id) === String(id))!,
    })),
    deleteMany: vi.fn(async () => ({ data: [] })),
  };
  return provider as typeof provider & DataProvider;
}

export function TestAdmin({ dataProvider, children }: { dataProvider: DataProvider; children: ReactNode }) {
  return (
    <AdminContext dataProvider={dataProvider} store={memoryStore()} i18nProvider={i18nProvider}>
      {children}
    </AdminContext>
  );
}
