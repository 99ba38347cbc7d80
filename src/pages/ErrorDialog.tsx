import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The error dialog of the guest forms: the server's message, dismissed with OK. */
export function ErrorDialog({ title, message, onClose }: { title: string; message: string | null; onClose(): void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="error-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="error-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
