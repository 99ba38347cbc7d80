import { Alert, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetIdentity, useGetList, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Account } from '../../providers/authProvider';
import { formatGovernmentNumber, type GovernmentNumberField } from '@core/resources/employees.resource';
import { AGENCIES } from '../payroll/agencies';

// The employer's agency numbers, read-only here: payroll maintains them on its
// employer-details screens, which are linked only for users who can open payroll.

const FORMAT_AS: Record<string, GovernmentNumberField> = { sss: 'sss_no', philhealth: 'philhealth_no', pagibig: 'pagibig_no', bir: 'tin' };

/** 009876543 + 00000 → 009-876-543-00000 */
function tinWithBranch(tin: unknown, branch: unknown): string {
  const formatted = formatGovernmentNumber('tin', tin);
  return formatted && branch ? `${formatted}-${branch}` : formatted;
}

export function AgencyNumbersCard({ company }: { company: RaRecord }) {
  const { data, isPending, error } = useGetList('employer-registrations', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'agency', order: 'ASC' },
  });
  const { identity } = useGetIdentity();
  const canOpenPayroll = ((identity as Account | undefined)?.portals ?? []).includes('payroll');
  const byAgency = new Map((data ?? []).map((r) => [r.agency, r]));
  const bir = byAgency.get('bir');

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Agency registration numbers
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The employer numbers are maintained by payroll on each agency's employer details and are read-only here.
        </Typography>
        {error && <Alert severity="error">The registration numbers could not be loaded.</Alert>}
        <Table size="small" aria-label="Agency registration numbers">
          <TableHead>
            <TableRow>
              <TableCell>Agency</TableCell>
              <TableCell>Number</TableCell>
              <TableCell>Registered as</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {AGENCIES.map((agency) => {
              const registration = byAgency.get(agency.id);
              const number =
                agency.id === 'bir'
                  ? tinWithBranch(registration?.registration_no, registration?.branch_code)
                  : formatGovernmentNumber(FORMAT_AS[agency.id], registration?.registration_no);
              return (
                <TableRow key={agency.id}>
                  <TableCell>
                    {agency.name}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {agency.registrationLabel}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {isPending ? '…' : number || 'Not registered'}
                    {agency.id === 'bir' && registration?.rdo_code && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        RDO {registration.rdo_code}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {registration?.registered_name ?? '—'}
                    {registration?.registered_address && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {registration.registered_address}
                      </Typography>
                    )}
                    {canOpenPayroll && (
                      <MuiLink
                        component={Link}
                        to={`/payroll/${agency.segment}/employer-details`}
                        variant="caption"
                        sx={{ display: 'block' }}
                      >
                        {registration ? `Edit ${agency.name} employer details in payroll` : `Register with ${agency.name} in payroll`}
                      </MuiLink>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell>
                Company TIN
                <Typography variant="caption" color="text.secondary" component="div">
                  This profile
                </Typography>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {tinWithBranch(company.tin, company.tin_branch_code)}
                <Typography variant="caption" color="text.secondary" component="div">
                  RDO {company.rdo_code}
                </Typography>
              </TableCell>
              <TableCell>{company.name}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {bir && bir.registration_no !== company.tin && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            The TIN registered with the BIR in payroll differs from the company's TIN in this profile.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
