import { useGetList } from 'react-admin';
import type { Agency } from './agencies';

/** The company's registration with one agency (at most one row per agency). */
export function useRegistration(agency: Agency) {
  const { data, isPending, error, refetch } = useGetList('employer-registrations', {
    filter: { agency: agency.id },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'agency', order: 'ASC' },
  });
  return { registration: data?.[0], isPending, error, refetch };
}
