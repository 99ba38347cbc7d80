import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The admin dashboard's company export: one button that downloads the caller's company's
// data (POST /api/admin/company-export) under the name the server gives it, and says so
// when the server refuses.

const post = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({ httpClient: { post: (...args: unknown[]) => post(...args) } }));
const downloadBytes = vi.fn();
vi.mock('../../../src/components/export/download', () => ({ downloadBytes: (...args: unknown[]) => downloadBytes(...args) }));
const { CompanyExportPanel } = await import('../../../src/portals/admin/CompanyExportPanel');

const panel = () =>
  render(
    <TestAdmin dataProvider={fakeDataProvider({})}>
      <CompanyExportPanel />
    </TestAdmin>,
  );

describe('the company export button', () => {
  it('downloads the company’s data under the server’s file name', async () => {
    const file = new Blob(['gz']);
    post.mockResolvedValue({
      data: file,
      headers: { 'content-disposition': 'attachment; filename="company-export-2-20261129-061500.json.gz"' },
    });
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'Export company data' }));
    await waitFor(() => expect(downloadBytes).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/api/admin/company-export', {}, { responseType: 'blob' });
    expect(downloadBytes).toHaveBeenCalledWith(file, 'company-export-2-20261129-061500.json.gz', 'application/gzip');
  });

  it('shows the server’s refusal', async () => {
    post.mockRejectedValue(new Error('Only an administrator may export the company’s data.'));
    panel();
    fireEvent.click(screen.getByRole('button', { name: 'Export company data' }));
    expect(await screen.findByText('Only an administrator may export the company’s data.')).toBeTruthy();
  });
});
