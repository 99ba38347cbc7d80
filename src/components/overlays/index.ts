export { SpinnerOverlay, type SpinnerOverlayProps } from './SpinnerOverlay';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
