import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ApprovalStep } from '@core/contract/applications';
import { applicationPaths } from '../../providers/api-paths';
import { useApiGet } from '../../providers/useApiGet';
import { AttachmentPanel } from '../attachments/Attachments';

const words = (value: string | null) => (value ? value.replace(/_/g, ' ') : '');

/**
 * The route of an application and every decision on it, round by round (filing, then
 * cancellation requests), and its attachments; `attaches` lets the caller add and remove
 * files while the filing is pending (the applicant's own screens).
 */
export function ApprovalTrail({ portal, attaches = false }: { portal: string; attaches?: boolean }) {
  const application = useRecordContext<{ id: number; status?: string }>();
  const { data: steps, error } = useApiGet<ApprovalStep[]>(applicationPaths(portal).trail(application?.id ?? 0));
  if (error) return <Typography sx={{ p: 2 }}>{error}</Typography>;
  if (!steps) return null;
  const files = (
    <AttachmentPanel
      url={applicationPaths(portal).attachments(application?.id ?? 0)}
      editable={attaches && application?.status === 'pending'}
      defaultDocumentType="medical_certificate"
    />
  );
  if (steps.length === 0)
    return (
      <Box sx={{ p: 1 }}>
        <Typography sx={{ p: 1 }}>No route recorded.</Typography>
        {files}
      </Box>
    );
  return (
    <Box sx={{ p: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label="Approval trail">
        <TableHead>
          <TableRow>
            <TableCell>Round</TableCell>
            <TableCell>Level</TableCell>
            <TableCell>Approver</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Acted by</TableCell>
            <TableCell>On</TableCell>
            <TableCell>Remarks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <TableRow key={`${step.round}-${step.level}`}>
              <TableCell>{step.round === 1 ? 'Filing' : `Cancellation ${step.round - 1}`}</TableCell>
              <TableCell>{step.level}</TableCell>
              <TableCell>{step.approver ?? '—'}</TableCell>
              <TableCell>
                {words(step.status)}
                {step.note ? (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {step.note}
                  </Typography>
                ) : step.skip_reason ? (
                  ` (${words(step.skip_reason)})`
                ) : (
                  ''
                )}
              </TableCell>
              <TableCell>{step.acted_by ?? ''}</TableCell>
              <TableCell>{step.acted_at ?? ''}</TableCell>
              <TableCell>{step.remarks ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {files}
    </Box>
  );
}
