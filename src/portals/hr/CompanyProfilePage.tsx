import { Alert } from '@mui/material';
import { Edit, Loading, SimpleForm, useGetList } from 'react-admin';
import { ResourceInputs, resourceValidator } from '../../components/resource';
import { companiesResource } from '../../resources/companies/companies.schema';

/** The company's identity and address, as registered with SEC/DTI and BIR. */
export function CompanyProfilePage() {
  const { data, isPending, error } = useGetList('companies', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  if (isPending) return <Loading />;
  if (error || !data?.[0]) return <Alert severity="error">The company profile could not be loaded.</Alert>;
  return (
    <Edit resource="companies" id={data[0].id} title="Company profile" mutationMode="pessimistic" redirect={false}>
      <SimpleForm validate={resourceValidator(companiesResource)}>
        <ResourceInputs definition={companiesResource} />
      </SimpleForm>
    </Edit>
  );
}
