import { Alert, Box, Card, CardContent, Link, List, ListItem, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePortalScreenPaths } from '../PortalScreensContext';
import { agencyOf, type Agency } from './agencies';
import { useRegistration } from './useRegistration';

function RegistrationSummary({ agency }: { agency: Agency }) {
  const { registration, isPending, error } = useRegistration(agency);
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">The registration could not be loaded.</Alert>;
  if (!registration) return <Alert severity="warning">No {agency.name} registration yet: enter it under Employer details.</Alert>;
  const rows: Array<[string, unknown]> = [
    [agency.registrationLabel, registration.registration_no],
    ...(agency.id === 'bir'
      ? ([
          ['Branch code', registration.branch_code],
          ['RDO code', registration.rdo_code],
          ['Filing mode', registration.filing_mode],
        ] as Array<[string, unknown]>)
      : []),
    ['Registered name', registration.registered_name],
    ['Registered address', `${registration.registered_address} ${registration.zip_code}`],
    ['Signatory', `${registration.signatory_name}, ${registration.signatory_position}`],
    ['Contact', [registration.contact_person, registration.contact_no, registration.email].filter(Boolean).join(' · ') || '—'],
  ];
  return (
    <Table size="small" aria-label={`${agency.name} registration`}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" sx={{ width: 240, color: 'text.secondary' }}>
              {label}
            </TableCell>
            <TableCell>{String(value ?? '—')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /payroll/<agency>: the employer's registration with the agency and the agency's screens. */
export function AgencyIndexPage({ segment }: { segment: Agency['segment'] }) {
  const agency = agencyOf(segment);
  const paths = usePortalScreenPaths();
  const available = agency.screens.filter((s) => paths.has(s.path));
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={agency.name} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            Employer registration
          </Typography>
          <RegistrationSummary agency={agency} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{agency.name} screens</Typography>
          <List dense>
            {available.map((screen) => (
              <ListItem key={screen.path} disableGutters>
                <Link component={RouterLink} to={screen.path}>
                  {screen.title}
                </Link>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
