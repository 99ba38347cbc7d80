import { Alert, Box } from '@mui/material';
import { Create, Edit, Loading, SimpleForm, Title } from 'react-admin';
import { definitionFields, resourceInput, resourceValidator } from '../../components/resource';
import { employerRegistrationsResource, registrationProblems } from '@core/resources/employer-registrations.resource';
import { agencyOf, type Agency } from './agencies';
import { useRegistration } from './useRegistration';

const validateDefinition = resourceValidator(employerRegistrationsResource);

function validate(values: Record<string, unknown>): Record<string, string> {
  const errors = validateDefinition(values);
  for (const [field, messages] of Object.entries(registrationProblems(values))) errors[field] ??= messages[0];
  return errors;
}

function RegistrationInputs({ agency }: { agency: Agency }) {
  const birOnly = new Set([
    'branch_code',
    'rdo_code',
    'withholding_agent_category',
    'is_top_withholding_agent',
    'filing_mode',
    'signatory_tin',
  ]);
  return (
    <>
      {definitionFields(employerRegistrationsResource, (f) => !f.readOnly)
        .filter(([source]) => source !== 'agency' && (agency.id === 'bir' || !birOnly.has(source)))
        .map(([source, field]) =>
          source === 'registration_no'
            ? resourceInput(source, { ...field, label: agency.registrationLabel })
            : resourceInput(source, field),
        )}
    </>
  );
}

/** /payroll/<agency>/employer-details: the one registration row of the agency, edited in place. */
export function EmployerDetailsPage({ segment }: { segment: Agency['segment'] }) {
  const agency = agencyOf(segment);
  const { registration, isPending, error, refetch } = useRegistration(agency);
  const title = `${agency.name} - Employer details`;
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">The registration could not be loaded.</Alert>;
  return (
    <Box sx={{ py: 1 }}>
      <Title title={title} />
      {registration ? (
        <Edit
          resource="employer-registrations"
          id={registration.id}
          title={title}
          redirect={false}
          mutationMode="pessimistic"
          actions={false}
        >
          <SimpleForm validate={validate}>
            <RegistrationInputs agency={agency} />
          </SimpleForm>
        </Edit>
      ) : (
        <Create
          resource="employer-registrations"
          title={title}
          redirect={false}
          record={{ agency: agency.id }}
          mutationOptions={{ onSuccess: () => refetch() }}
        >
          <SimpleForm validate={validate}>
            <RegistrationInputs agency={agency} />
          </SimpleForm>
        </Create>
      )}
    </Box>
  );
}
