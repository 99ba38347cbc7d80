import { useEffect, useId, useRef } from 'react';
import { buttonClass } from './GuestLayout';

/** The error dialog of the guest forms: the server's message, dismissed with OK (or Escape). */
export function ErrorDialog({ title, message, onClose }: { title: string; message: string | null; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = message !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="guest-dialog" aria-labelledby={titleId} onClose={() => open && onClose()}>
      <h2 id={titleId}>{title}</h2>
      <p>{message}</p>
      <div className="guest-dialog-actions">
        <button type="button" className={buttonClass('contained')} onClick={onClose} autoFocus>
          OK
        </button>
      </div>
    </dialog>
  );
}
