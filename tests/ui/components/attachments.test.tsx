import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider, TestAdmin } from './harness';

// The files of a record: listed with a download each, an upload and a remove where the
// record takes files; files chosen in a form before the record exists are checked for type
// and size at once and sent, one multipart call each, once the record has its id.

const FILES = [
  {
    id: 3,
    document_type: 'medical_certificate',
    file_name: 'certificate.pdf',
    mime_type: 'application/pdf',
    size_bytes: 2048,
    description: null,
    uploaded_at: '2026-11-26T01:00:00.000Z',
  },
];
const get = vi.fn();
const post = vi.fn();
const del = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({
  httpClient: {
    get: (...args: unknown[]) => get(...args),
    post: (...args: unknown[]) => post(...args),
    delete: (...args: unknown[]) => del(...args),
  },
}));
const downloadBytes = vi.fn();
vi.mock('../../../src/components/export/download', () => ({ downloadBytes: (...args: unknown[]) => downloadBytes(...args) }));
const { AttachmentPanel, FileChooser, uploadChosen } = await import('../../../src/components/attachments/Attachments');

const URL = '/api/employee/applications/9/attachments';

describe('the attachments of a record', () => {
  it('lists the files with a download each, read-only where the record takes none', async () => {
    get.mockImplementation((url: string) => Promise.resolve({ data: url === URL ? FILES : new Blob(['%PDF-']), headers: {} }));
    render(
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <AttachmentPanel url={URL} />
      </TestAdmin>,
    );
    const button = await screen.findByRole('button', { name: 'certificate.pdf' });
    expect(screen.getByText('medical certificate · 2 KB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Attach a file/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove certificate.pdf/ })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(downloadBytes).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith(`${URL}/3`, { responseType: 'blob' });
    expect(downloadBytes.mock.calls[0][1]).toBe('certificate.pdf');
  });

  it('uploads a chosen file as multipart with its document type, and removes one', async () => {
    get.mockResolvedValue({ data: FILES });
    post.mockResolvedValue({ data: { ...FILES[0], id: 4, file_name: 'scan.png' } });
    del.mockResolvedValue({ data: { message: 'removed' } });
    const { container } = render(
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <AttachmentPanel url={URL} editable defaultDocumentType="medical_certificate" />
      </TestAdmin>,
    );
    await screen.findByRole('button', { name: 'certificate.pdf' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scan.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, form] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe(URL);
    expect(form.get('document_type')).toBe('medical_certificate');
    expect((form.get('file') as File).name).toBe('scan.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate.pdf' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(`${URL}/3`));
  });

  it('refuses a chosen file that is not a PDF, JPEG or PNG, or over 10 MB, and sends the others once the record exists', async () => {
    post.mockReset();
    let chosen: { file: File; documentType: string }[] = [];
    function Form() {
      const [files, setFiles] = useState<{ file: File; documentType: string }[]>([]);
      chosen = files;
      return <FileChooser files={files} onChange={setFiles} defaultDocumentType="medical_certificate" />;
    }
    const { container } = render(
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <Form />
      </TestAdmin>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    const huge = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'certificate.pdf', { type: 'application/pdf' })] } });
    await screen.findByText('certificate.pdf');
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(screen.queryByText('huge.pdf')).toBeNull();
    expect(chosen.map((c) => [c.file.name, c.documentType])).toEqual([['certificate.pdf', 'medical_certificate']]);

    post.mockResolvedValueOnce({ data: {} });
    expect(await uploadChosen('/api/employee/applications/12/attachments', chosen)).toEqual([]);
    expect(post.mock.calls[0][0]).toBe('/api/employee/applications/12/attachments');
    post.mockRejectedValueOnce({ body: { message: 'Attach a PDF, JPEG or PNG file.' } });
    expect(await uploadChosen('/api/employee/applications/12/attachments', chosen)).toEqual([
      'certificate.pdf: Attach a PDF, JPEG or PNG file.',
    ]);
  });
});
