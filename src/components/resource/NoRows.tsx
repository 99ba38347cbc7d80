import { CardContent, Typography } from '@mui/material';
import { Button, useListContext } from 'react-admin';

/**
 * "BIR 1601-C returns" → "BIR 1601-C returns", "Payslips" → "payslips", "My payslips" → "payslips":
 * a list's label inside a sentence (acronyms keep their case).
 */
export function labelInSentence(label: string): string {
  const words = label.replace(/^My /, '');
  return /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}

/** What an empty list says, in the list's own words, with a way back when filters emptied it. */
export function NoRows({ label }: { label: string }) {
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const name = labelInSentence(label);
  return (
    <CardContent>
      <Typography variant="body2">
        {filtered ? `No ${name} match the filters.` : `No ${name} yet.`}
        {filtered && <Button onClick={() => setFilters({}, [])} label="Clear filters" />}
      </Typography>
    </CardContent>
  );
}
