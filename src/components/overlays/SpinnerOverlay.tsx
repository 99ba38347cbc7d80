import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export interface SpinnerOverlayProps {
  /** blocks the region while true */
  active: boolean;
  children?: ReactNode;
  label?: string;
}

/** A spinner over a region (its children) that blocks clicks while it runs. */
export function SpinnerOverlay({ active, children, label = 'Loading' }: SpinnerOverlayProps) {
  return (
    <Box sx={{ position: 'relative' }} aria-busy={active || undefined}>
      {children}
      {active && (
        <Box
          role="progressbar"
          aria-label={label}
          data-testid="spinner-overlay"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'rgba(255,255,255,0.6)',
          }}
        >
          <CircularProgress />
        </Box>
      )}
    </Box>
  );
}
