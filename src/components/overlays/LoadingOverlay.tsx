import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface LoadingOverlayProps {
  active: boolean;
  /** what is going on, e.g. 'Computing payroll…' */
  message: string;
  /** 0..100 when the server reports progress; an indeterminate bar otherwise */
  progress?: number;
  children?: ReactNode;
}

/** Blocks a region during a long operation, with a message and, where known, its progress. */
export function LoadingOverlay({ active, message, progress, children }: LoadingOverlayProps) {
  const percent = progress === undefined ? undefined : Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <Box sx={{ position: 'relative', minHeight: active ? 120 : undefined }} aria-busy={active || undefined}>
      {children}
      {active && (
        <Box
          role="status"
          data-testid="loading-overlay"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 10,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'rgba(255,255,255,0.8)',
          }}
        >
          {percent === undefined && <CircularProgress size={28} />}
          <Typography>{message}</Typography>
          {percent !== undefined && (
            <Box sx={{ width: '60%', display: 'flex', alignItems: 'center', gap: 1 }}>
              <LinearProgress variant="determinate" value={percent} sx={{ flex: 1 }} aria-label={message} />
              <Typography variant="body2">{`${percent}%`}</Typography>
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
