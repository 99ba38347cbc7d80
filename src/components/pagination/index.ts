export { ListPagination, DEFAULT_ROWS_PER_PAGE, type ListPaginationProps } from './ListPagination';
export { pageSummary, pageWindow, showingText, type PageSummary } from './pageWindow';
