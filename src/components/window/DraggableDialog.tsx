import { useId, useState, type ReactNode, type PointerEvent as ReactPointerEvent } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

// A dialog that the user moves by its title bar [Spec: draggable window handle].

export interface DraggableDialogProps extends Omit<DialogProps, 'title'> {
  title: ReactNode;
  actions?: ReactNode;
}

export function DraggableDialog({ title, actions, children, slotProps, ...dialogProps }: DraggableDialogProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [moving, setMoving] = useState(false);
  const titleId = `draggable-dialog-title-${useId()}`;

  const startMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const origin = { x: event.clientX - offset.x, y: event.clientY - offset.y };
    setMoving(true);
    const move = (e: PointerEvent) => setOffset({ x: e.clientX - origin.x, y: e.clientY - origin.y });
    const stop = () => {
      setMoving(false);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };

  return (
    <Dialog
      aria-labelledby={titleId}
      {...dialogProps}
      slotProps={{
        ...slotProps,
        paper: { style: { transform: `translate(${offset.x}px, ${offset.y}px)` }, 'data-testid': 'draggable-dialog' } as object,
      }}
    >
      <DialogTitle
        id={titleId}
        onPointerDown={startMove}
        sx={{ cursor: moving ? 'grabbing' : 'move', userSelect: 'none', touchAction: 'none' }}
        data-drag-handle
      >
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
