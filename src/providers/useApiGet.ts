import { useCallback, useEffect, useState } from 'react';
import { apiErrorOf } from './errors';
import { httpClient } from './httpClient';

export interface ApiGet<T> {
  /** the last answer; undefined until the first one and after a refusal */
  data: T | undefined;
  /** the server's message when it refused */
  error: string | null;
  /** asks again with the same URL and parameters */
  reload: () => void;
}

/**
 * A GET of the API for a screen that keeps its own data (outside react-admin's lists):
 * asked again whenever the URL or the parameters change, an answer to an older request
 * never overwriting a newer one. A null URL asks nothing (a screen that needs the data only sometimes).
 */
export function useApiGet<T>(url: string | null, params?: Record<string, unknown>): ApiGet<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(params ?? {});
  useEffect(() => {
    let current = true;
    if (url === null) return;
    httpClient
      .get<T>(url, { params: JSON.parse(key) as Record<string, unknown> })
      .then((response) => {
        if (!current) return;
        setData(response.data);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!current) return;
        setData(undefined);
        setError(apiErrorOf(e).message);
      });
    return () => {
      current = false;
    };
  }, [url, key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, error, reload };
}
