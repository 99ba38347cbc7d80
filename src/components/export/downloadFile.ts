import { downloadBytes } from './download';
import { httpClient } from '../../providers/httpClient';

/** Fetches a generated file of the API (a PDF, the alphalist data file) with the session and hands it to the user. */
export async function downloadFile(url: string, fileName: string, type: string, params?: Record<string, unknown>): Promise<void> {
  const response = await httpClient.get<Blob>(url, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const named = /filename="([^"]+)"/.exec(disposition)?.[1];
  downloadBytes(response.data, named ?? fileName, type);
}
