import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import { dailyAttendancesReport } from '@core/resources/daily-attendances.resource';
import { ReportList } from '../../components/report/ReportList';

const EVERY_MINUTE = 60_000;

/** Reloads the list every minute while the screen is open, as punches come in. */
function AutoRefresh() {
  const refresh = useRefresh();
  useEffect(() => {
    const timer = setInterval(refresh, EVERY_MINUTE);
    return () => clearInterval(timer);
  }, [refresh]);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
      Today unless a date is chosen · refreshes every minute
    </Typography>
  );
}

/** Where each employee stands today: present, late, not yet in, absent, on leave or official business, rest day or holiday. */
export const DailyMonitoringList = () => <ReportList definition={dailyAttendancesReport} portal="timekeeping" actions={<AutoRefresh />} />;
