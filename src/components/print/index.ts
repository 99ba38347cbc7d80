export { printElement, printableDocument, PRINT_STYLES, PRINT_WINDOW_WIDTH, PRINT_WINDOW_HEIGHT } from './print';
export { PrintButton, type PrintButtonProps } from './PrintButton';
