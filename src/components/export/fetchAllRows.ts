import type { DataProvider, RaRecord, SortPayload } from 'react-admin';

// All rows of a list that match its filters and sort, fetched in pages of
// `chunk` (the server's largest page) rather than only the page shown.

export const EXPORT_CHUNK = 1000;

export interface FetchAllOptions {
  filter: Record<string, unknown>;
  sort: SortPayload;
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  { filter, sort, chunk = EXPORT_CHUNK, onProgress }: FetchAllOptions,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, { pagination: { page, perPage: chunk }, sort, filter });
    rows.push(...data);
    const expected = total ?? rows.length;
    onProgress?.(rows.length, expected);
    if (data.length < chunk || rows.length >= expected) return rows;
  }
}

/** The `text` label of each referenced record, fetched in chunks through getMany. */
export async function referenceTexts(
  dataProvider: DataProvider,
  reference: string,
  ids: readonly unknown[],
  chunk = EXPORT_CHUNK,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id) => id !== null && id !== undefined && id !== '').map(String))];
  const texts = new Map<string, string>();
  for (let i = 0; i < unique.length; i += chunk) {
    const { data } = await dataProvider.getMany(reference, { ids: unique.slice(i, i + chunk) });
    for (const record of data) texts.set(String(record.id), String(record.text ?? record.id));
  }
  return texts;
}
