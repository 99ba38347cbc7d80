import { useState } from 'react';
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadBytes } from '../../components/export';
import { api } from '../../providers/api';
import { adminPaths } from '../../providers/api-paths';

// The administrator's copy of their own company's data (POST /api/admin/company-export):
// one gzipped JSON document of every table's rows of the company, without passwords.
// The whole installation's backup is the system administrator's (`npm run backup`).

export function CompanyExportPanel() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const exportCompany = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await api.file(adminPaths.companyExport(), { post: {} });
      downloadBytes(file.data, file.fileName ?? 'company-export.json.gz', 'application/gzip');
    } catch (error) {
      setProblem((error as Error).message || 'The company data could not be exported.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Company data
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          Download every record of your company (employees, timekeeping, payroll, audit trail) as one compressed JSON file. Passwords and
          sign-in tokens are not included, nor other companies&rsquo; records.
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void exportCompany()}>
          {busy ? 'Exporting…' : 'Export company data'}
        </Button>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
