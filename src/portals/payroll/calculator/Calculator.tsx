import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { AnnualTaxCalculator, ContributionsCalculator, WithholdingCalculator } from './QuickCalculators';
import { PayslipCalculator } from './PayslipCalculator';

const TABS = [
  ['Payslip', PayslipCalculator],
  ['Contributions', ContributionsCalculator],
  ['Withholding tax', WithholdingCalculator],
  ['Annual tax', AnnualTaxCalculator],
] as const;

/** The payroll calculator: the engine over the stored table versions, for checking a case or quoting take-home pay. */
export function Calculator() {
  const [tab, setTab] = useState(0);
  const Panel = TABS[tab][1];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6">Payroll calculator</Typography>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label="calculators" sx={{ mb: 2 }}>
          {TABS.map(([label]) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        <Box role="tabpanel">
          <Panel />
        </Box>
      </CardContent>
    </Card>
  );
}
