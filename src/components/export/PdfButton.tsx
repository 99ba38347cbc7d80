import { Button } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { downloadFile } from './downloadFile';

/** Downloads a PDF the API generates (a form, a payslip, a period's payslips); inside a clickable row it does not open the row. */
export function PdfButton({
  url,
  fileName,
  label = 'PDF',
  params,
}: {
  url: string;
  fileName: string;
  label?: string;
  params?: Record<string, unknown>;
}) {
  return (
    <Button
      size="small"
      startIcon={<PictureAsPdfIcon />}
      onClick={(e) => {
        e.stopPropagation();
        void downloadFile(url, fileName, 'application/pdf', params);
      }}
    >
      {label}
    </Button>
  );
}
