export { DraggableDialog, type DraggableDialogProps } from './DraggableDialog';
