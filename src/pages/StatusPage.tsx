import type { ReactNode } from 'react';
import { GuestLayout } from './GuestLayout';

/** The designed error pages: the status, what happened, and the ways back. */
export function StatusPage({ code, title, message, actions }: { code?: string; title: string; message: string; actions: ReactNode }) {
  return (
    <GuestLayout>
      <div className="guest-stack guest-status">
        {code && <div className="guest-status-code">{code}</div>}
        <h1 className="guest-title">{title}</h1>
        <p className="guest-secondary">{message}</p>
        <div className="guest-actions">{actions}</div>
      </div>
    </GuestLayout>
  );
}
