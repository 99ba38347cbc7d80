import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useNotify } from 'react-admin';
import { normaliseError } from '../../providers/errors';
import { api } from '../../providers/api';
import { hrPaths } from '../../providers/api-paths';

// The company logo. An <img src> cannot send the bearer token, so the stored
// logo is fetched through the API client and shown from an object URL.

/** An object URL for a blob, revoked when the blob changes or the component goes away. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

function LogoImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{
        maxWidth: 240,
        maxHeight: 120,
        objectFit: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        bgcolor: 'background.paper',
      }}
    />
  );
}

export function CompanyLogoCard({ companyId, logoAttachmentId }: { companyId: number | string; logoAttachmentId: number | null }) {
  const url = hrPaths.companyLogo(companyId);
  // which stored file to show: the company's, then whatever this card uploaded or removed
  const [attachmentId, setAttachmentId] = useState(logoAttachmentId);
  const [stored, setStored] = useState<Blob | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const storedUrl = useObjectUrl(stored);
  const previewUrl = useObjectUrl(chosen);

  useEffect(() => {
    let current = true;
    setStored(null);
    if (attachmentId === null) {
      setLoaded(true);
      return;
    }
    setLoaded(false);
    api
      .file(url)
      .then((file) => current && setStored(file.data))
      .catch(() => current && setError('The logo could not be loaded.'))
      .finally(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [url, attachmentId]);

  const choose = (file: File | undefined) => {
    setError('');
    setChosen(file ?? null);
    if (input.current) input.current.value = '';
  };

  const save = async () => {
    if (!chosen) return;
    setBusy(true);
    setError('');
    const form = new FormData();
    form.append('logo', chosen);
    try {
      const saved = await api.upload<{ logo_attachment_id: number }>(url, form);
      setChosen(null);
      setAttachmentId(saved.logo_attachment_id);
      notify('The logo was saved.', { type: 'success' });
    } catch (failure) {
      const { errors, message } = normaliseError(failure);
      setError(errors.logo ?? message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    setError('');
    try {
      await api.send('delete', url);
      setAttachmentId(null);
      notify('The logo was removed.', { type: 'info' });
    } catch (failure) {
      setError(normaliseError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Logo
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A PNG, JPEG or WebP image of at most 2 MB.
        </Typography>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              Current logo
            </Typography>
            {storedUrl ? (
              <LogoImage src={storedUrl} alt="Company logo" />
            ) : (
              <Typography variant="body2">{loaded ? 'No logo has been uploaded.' : 'Loading…'}</Typography>
            )}
          </Box>
          {previewUrl && (
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                New logo: {chosen?.name}
              </Typography>
              <LogoImage src={previewUrl} alt="New logo preview" />
            </Box>
          )}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/webp"
          aria-label="Logo file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Stack direction="row" spacing={1}>
          {chosen ? (
            <>
              <Button variant="contained" disabled={busy} onClick={() => void save()}>
                Save logo
              </Button>
              <Button disabled={busy} onClick={() => choose(undefined)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
                {stored ? 'Replace logo' : 'Upload logo'}
              </Button>
              {stored && (
                <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
                  Remove logo
                </Button>
              )}
            </>
          )}
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Confirm
          isOpen={confirming}
          title="Remove the logo?"
          content="The company will have no logo until a new one is uploaded."
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
