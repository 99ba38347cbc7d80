import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { printElement } from './print';

export interface PrintButtonProps {
  /** the id of the element to print */
  targetId: string;
  title?: string;
  label?: string;
}

export function PrintButton({ targetId, title, label = 'Print' }: PrintButtonProps) {
  const print = () => {
    const element = document.getElementById(targetId);
    if (element) printElement(element, title);
  };
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={print}>
      {label}
    </Button>
  );
}
