import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { DateTimeField } from '../../../src/components/fields';

// Audit trails and user lists show instants in Manila time in the console's one format,
// never the browser's locale ("11/25/2026, 7:55:28 AM").
describe('date and time field', () => {
  it('shows an instant as YYYY-MM-DD HH:mm in Manila, or only its date', () => {
    render(
      <RecordContextProvider
        value={{ id: 1, occurred_at: '2026-11-24T23:55:28.538Z', created_at: '2026-11-24T20:00:00Z', last_login_at: null }}
      >
        <DateTimeField source="occurred_at" />
        <DateTimeField source="created_at" dateOnly />
        <DateTimeField source="last_login_at" emptyText="never" />
      </RecordContextProvider>,
    );
    expect(screen.getByText('2026-11-25 07:55')).toBeInTheDocument();
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
    expect(screen.getByText('never')).toBeInTheDocument();
  });
});
