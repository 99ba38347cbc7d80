import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { CONFIRM_LABEL } from './formats';

/** Pickers over dayjs in English: weeks start on Sunday, the confirm button reads OK. */
export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en" localeText={{ okButtonLabel: CONFIRM_LABEL }}>
      {children}
    </LocalizationProvider>
  );
}
