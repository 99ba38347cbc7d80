import { Alert, Box } from '@mui/material';
import { Edit, Loading, SimpleForm, useGetList } from 'react-admin';
import { ResourceInputs, resourceValidator } from '../../components/resource';
import { companiesResource } from '@core/resources/companies.resource';
import { AgencyNumbersCard } from './AgencyNumbersCard';
import { CompanyLogoCard } from './CompanyLogoCard';

/** The company's identity and address as registered with SEC/DTI and BIR, its logo, and its agency numbers. */
export function CompanyProfilePage() {
  const { data, isPending, error } = useGetList('companies', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  if (isPending) return <Loading />;
  if (error || !data?.[0]) return <Alert severity="error">The company profile could not be loaded.</Alert>;
  const company = data[0];
  return (
    <>
      <Edit resource="companies" id={company.id} title="Company profile" mutationMode="pessimistic" redirect={false}>
        <SimpleForm validate={resourceValidator(companiesResource)}>
          <ResourceInputs definition={companiesResource} />
        </SimpleForm>
      </Edit>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <CompanyLogoCard companyId={company.id} logoAttachmentId={company.logo_attachment_id ?? null} />
        </Box>
        <Box sx={{ flex: '2 1 520px' }}>
          <AgencyNumbersCard company={company} />
        </Box>
      </Box>
    </>
  );
}
