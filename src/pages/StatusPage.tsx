import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { GuestLayout } from './GuestLayout';

/** The designed error pages: the status, what happened, and the ways back. */
export function StatusPage({ code, title, message, actions }: { code: string; title: string; message: string; actions: ReactNode }) {
  return (
    <GuestLayout>
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        <Typography variant="h2" component="div" color="primary" sx={{ fontWeight: 700 }}>
          {code}
        </Typography>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center', pt: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </GuestLayout>
  );
}
