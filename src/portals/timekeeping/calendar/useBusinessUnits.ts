import { useGetList } from 'react-admin';

/** The company's business units, for pickers. */
export function useBusinessUnits(): { id: number; text: string }[] {
  const { data } = useGetList<{ id: number; text: string }>('business-units', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data ?? [];
}
