import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** The frame of every guest page: the product's name above one card. */
export function GuestLayout({ children, width = 420 }: { children: ReactNode; width?: number }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        background: 'linear-gradient(160deg, #0b5394 0%, #073763 55%, #f4f6f8 55%)',
      }}
    >
      <Box sx={{ textAlign: 'center', color: 'common.white' }}>
        <Typography variant="h4" component="div" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          SUB
        </Typography>
        <Typography variant="subtitle1" component="div">
          HR, Timekeeping &amp; Payroll
        </Typography>
      </Box>
      <Paper elevation={6} sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
