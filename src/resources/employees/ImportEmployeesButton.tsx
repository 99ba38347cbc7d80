import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh } from 'react-admin';
import { SpreadsheetUpload } from '../../components/upload/SpreadsheetUpload';
import { hrPaths } from '../../providers/api-paths';

// Upload a spreadsheet of new hires: the upload shows its progress; the server
// checks every row and saves all or nothing; problems come back per row and field.

export function ImportEmployeesButton() {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Import employees</DialogTitle>
        <DialogContent>
          <SpreadsheetUpload<{ imported: number }>
            url={hrPaths.employeeImport()}
            templateUrl={hrPaths.employeeImportTemplate()}
            templateName="employee-import-template"
            instructions="Fill in the template (one row per new hire; business unit and position by code) and upload it as .xlsx or .csv. Every row is checked first: if any row has a problem, nothing is saved."
            onDone={(answer) => {
              notify(`${answer.imported} employees imported.`, { type: 'success' });
              setOpen(false);
              refresh();
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
