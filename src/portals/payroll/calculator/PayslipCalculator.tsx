import { Alert, Box, Button, Stack } from '@mui/material';
import type { PayslipAnswer } from '@core/contract/calculator';
import { HoursByDayType } from './payslip/HoursByDayType';
import { OtherEarnings } from './payslip/OtherEarnings';
import { NEW_EARNING, usePayslipInput } from './payslip/payslipInput';
import { PayslipResult } from './payslip/PayslipResult';
import { RateAndPeriodFields } from './payslip/RateAndPeriodFields';
import { TimeFields } from './payslip/TimeFields';
import { useCalculator } from './useCalculator';

/** One employee, one period: every line with its explanation, then the totals. */
export function PayslipCalculator() {
  const calc = useCalculator<PayslipAnswer>('payslip');
  const input = usePayslipInput();
  const err = calc.errorOf;
  return (
    <Box>
      <RateAndPeriodFields value={input.rateAndPeriod} onChange={input.setRateAndPeriod} err={err} />
      <TimeFields value={input.time} onChange={input.setTime} err={err} />
      <HoursByDayType value={input.hours} onChange={input.setHours} err={err} />
      <OtherEarnings value={input.earnings} onChange={input.setEarnings} err={err} />
      <Stack direction="row" spacing={2} sx={{ my: 2 }}>
        <Button onClick={() => input.setEarnings((list) => [...list, NEW_EARNING])}>Add earning</Button>
        <Button variant="contained" onClick={() => void calc.run(input.body())} disabled={calc.running}>
          Calculate payslip
        </Button>
      </Stack>
      {calc.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {Object.keys(calc.errors).length ? 'Check the fields marked in red.' : calc.message}
        </Alert>
      )}
      {calc.result && <PayslipResult result={calc.result} />}
    </Box>
  );
}
