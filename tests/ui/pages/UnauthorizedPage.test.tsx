import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UnauthorizedPage } from '../../../src/pages/UnauthorizedPage';

describe('the page of a portal the account may not open', () => {
  it('says “No access” with a 403, not 401 (the user is logged in)', () => {
    render(
      <MemoryRouter>
        <UnauthorizedPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.queryByText('401')).toBeNull();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });
});
