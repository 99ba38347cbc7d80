import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useListContext } from 'react-admin';
import { pageSummary, pageWindow, showingText } from './pageWindow';

// The pager of every list [Spec]: 'Showing X to Y of Z entries', first /
// previous / page numbers / next / last, and the rows-per-page choice.

export interface ListPaginationProps {
  /** how many page-number buttons to show */
  pageButtons?: number;
  rowsPerPageOptions?: readonly number[];
}

export const DEFAULT_ROWS_PER_PAGE = [10, 25, 50, 100] as const;

export function ListPagination({ pageButtons = 3, rowsPerPageOptions = DEFAULT_ROWS_PER_PAGE }: ListPaginationProps) {
  const { page, perPage, total, setPage, setPerPage, isPending } = useListContext();
  if (isPending && total === undefined) return null;
  const summary = pageSummary(page, perPage, total ?? 0);
  const current = Math.min(page, summary.pageCount);
  const onFirst = current <= 1;
  const onLast = current >= summary.pageCount;
  const perPageChoices = rowsPerPageOptions.includes(perPage) ? rowsPerPageOptions : [...rowsPerPageOptions, perPage].sort((a, b) => a - b);

  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 2, py: 1 }}
    >
      <Typography variant="body2" data-testid="pagination-summary">
        {showingText(summary)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <TextField
          select
          size="small"
          label="Rows per page"
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          sx={{ minWidth: 120, mr: 1 }}
        >
          {perPageChoices.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <IconButton size="small" aria-label="First page" disabled={onFirst} onClick={() => setPage(1)}>
          <FirstPageIcon />
        </IconButton>
        <IconButton size="small" aria-label="Previous page" disabled={onFirst} onClick={() => setPage(current - 1)}>
          <NavigateBeforeIcon />
        </IconButton>
        {pageWindow(current, summary.pageCount, pageButtons).map((n) => (
          <Button
            key={n}
            size="small"
            variant={n === current ? 'contained' : 'text'}
            aria-label={`Page ${n}`}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => setPage(n)}
            sx={{ minWidth: 36 }}
          >
            {n}
          </Button>
        ))}
        <IconButton size="small" aria-label="Next page" disabled={onLast} onClick={() => setPage(current + 1)}>
          <NavigateNextIcon />
        </IconButton>
        <IconButton size="small" aria-label="Last page" disabled={onLast} onClick={() => setPage(summary.pageCount)}>
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
