import { downloadBytes } from './download';
import { api } from '../../providers/api';

/** Fetches a generated file of the API (a PDF, the alphalist data file) with the session and hands it to the user. */
export async function downloadFile(url: string, fileName: string, type: string, params?: Record<string, unknown>): Promise<void> {
  const file = await api.file(url, { params });
  downloadBytes(file.data, file.fileName ?? fileName, type);
}
