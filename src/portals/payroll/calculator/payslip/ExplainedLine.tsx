import { Fragment, useState } from 'react';
import { Box, Collapse, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { PayslipLine } from '@core/contract/calculator';
import { peso } from '../useCalculator';

/** One computed line, opening to the rule, its legal basis, the table version and the figures it used. */
export function ExplainedLine({ line }: { line: PayslipLine }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <TableRow>
        <TableCell>{line.label}</TableCell>
        <TableCell>{line.kind.replace('_', ' ')}</TableCell>
        <TableCell align="right">{peso(line.amount)}</TableCell>
        <TableCell>
          <IconButton size="small" aria-label={`Why ${line.label}`} onClick={() => setOpen((o) => !o)}>
            <ExpandMoreIcon fontSize="small" />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1 }}>
              <Typography variant="body2">{line.explanation.rule}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {line.explanation.legal_basis}
                {line.explanation.table_version ? ` · table ${line.explanation.table_version}` : ''}
              </Typography>
              <Typography variant="caption" component="p">
                {Object.entries(line.explanation.inputs)
                  .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v}`)
                  .join(' · ')}
              </Typography>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
