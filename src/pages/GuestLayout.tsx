import type { ReactNode } from 'react';
import './guest.css';

/** The frame of every guest page: the product's name above one card. */
export function GuestLayout({ children, width = 420 }: { children: ReactNode; width?: number }) {
  return (
    <main className="guest">
      <div className="guest-brand">
        <div className="guest-brand-name">SUB</div>
        <div>HR, Timekeeping &amp; Payroll</div>
      </div>
      <div className="guest-card" style={{ maxWidth: width }}>
        {children}
      </div>
    </main>
  );
}

/** The classes of a guest page's button (a <button> or a link that looks like one). */
export function buttonClass(variant: 'contained' | 'outlined', size: 'medium' | 'large' = 'medium'): string {
  return `guest-button guest-button-${variant}${size === 'large' ? ' guest-button-large' : ''}`;
}
