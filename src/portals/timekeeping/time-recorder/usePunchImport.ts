import { useState } from 'react';
import type { PunchImportProgress, PunchImportStarted } from '@core/contract/time-punches';
import { api } from '../../../providers/api';
import { timekeepingPaths } from '../../../providers/api-paths';
import { apiErrorOf } from '../../../providers/errors';

export type ImportProgress = PunchImportProgress;

const POLL_MS = 500;

/**
 * Uploads an export (upload progress from the browser), then follows the server's
 * progress on the import batch until it has stored every punch.
 */
export function usePunchImport() {
  const [upload, setUpload] = useState<number | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function start(file: File): Promise<ImportProgress | null> {
    setFailure(null);
    setProgress(null);
    setUpload(0);
    const form = new FormData();
    form.append('file', file);
    try {
      const data = await api.upload<PunchImportStarted>(timekeepingPaths.uploadPunches(), form, setUpload);
      setUpload(null);
      for (;;) {
        const current = await api.get<ImportProgress>(timekeepingPaths.punchImportProgress(data.id));
        setProgress(current);
        if (current.status !== 'processing') return current;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      const problem = apiErrorOf(error);
      setFailure([problem.message, ...Object.values(problem.fieldErrors).flat()].join(' '));
      setUpload(null);
      return null;
    }
  }

  return { upload, progress, failure, start };
}
