import type { AxiosProgressEvent } from 'axios';
import { httpClient } from './httpClient';

// The console's requests outside react-admin's data provider, in one place: screens and
// widgets ask through these (or useApiGet / useServerAction), never through the http
// client itself. Every failure is the http client's ApiError (read it with apiErrorOf).

export type ServerMethod = 'post' | 'put' | 'delete';
type Params = Record<string, unknown>;

/** A file the API answered: its bytes, and the name and type the server gave it. */
export interface ServerFile<T = Blob> {
  data: T;
  /** from Content-Disposition, when the server named the file */
  fileName: string | undefined;
  mimeType: string | undefined;
}

/** Upload progress in percent, or null while the browser cannot tell. */
export type UploadProgress = (percent: number | null) => void;

const uploadProgress = (onProgress?: UploadProgress) =>
  onProgress && ((event: AxiosProgressEvent) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null));

export const api = {
  /** GET a JSON answer. */
  async get<T>(url: string, params?: Params): Promise<T> {
    return (await httpClient.get<T>(url, params ? { params } : undefined)).data;
  },

  /** POST, PUT or DELETE a server action; its JSON answer. */
  async send<T>(method: ServerMethod, url: string, body?: unknown): Promise<T> {
    const { data } =
      method === 'delete' ? await httpClient.delete<T>(url) : await httpClient[method]<T>(url, body === undefined ? {} : body);
    return data;
  },

  /** POST a multipart form (a file upload), reporting the upload's progress. */
  async upload<T>(url: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
    return (await httpClient.post<T>(url, form, { onUploadProgress: uploadProgress(onProgress) })).data;
  },

  /** A file of the API (GET, or POST when the request has a body), with its name and type from the headers. */
  async file(url: string, options: { params?: Params; post?: unknown } = {}): Promise<ServerFile> {
    const response =
      options.post === undefined
        ? await httpClient.get<Blob>(url, { params: options.params, responseType: 'blob' })
        : await httpClient.post<Blob>(url, options.post, { responseType: 'blob' });
    return fileOf(response.data, response.headers);
  },

  /** A file of the API as bytes (a spreadsheet template). */
  async bytes(url: string): Promise<ServerFile<ArrayBuffer>> {
    const response = await httpClient.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
    return fileOf(response.data, response.headers);
  },
};

function fileOf<T>(data: T, headers: Record<string, unknown>): ServerFile<T> {
  const disposition = String(headers['content-disposition'] ?? '');
  const type = headers['content-type'];
  return {
    data,
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
    mimeType: type === undefined || type === null ? undefined : String(type),
  };
}
