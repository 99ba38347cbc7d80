import type { PayrollAnswer as Row } from '../answers';
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Confirm, Loading, Title, useDataProvider, useGetList, useGetOne, useNotify } from 'react-admin';
import { formatCell, type TableScreen } from './columns';
import { VersionDialog, type VersionDraft } from './VersionDialog';
import { InstallationWideNotice, useInstallationWideReadOnly } from '../../../components/resource/installationWide';

const STATUS_COLOURS: Record<string, 'success' | 'default' | 'info'> = { in_force: 'success', superseded: 'default', scheduled: 'info' };

function prevDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

function nextYearStart(): string {
  return `${new Date().getFullYear() + 1}-01-01`;
}

/**
 * One government table: its effective-dated versions, the rows of the selected
 * one, and new versions (copied from the selected one) or corrections.
 */
export function TableVersionsPage({ screen }: { screen: TableScreen }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const {
    data: versions,
    isPending,
    error,
    refetch,
  } = useGetList(screen.resource, {
    filter: { [screen.kindField]: screen.kind },
    sort: { field: 'effective_from', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<VersionDraft | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const readOnly = useInstallationWideReadOnly(screen.resource);
  useEffect(() => {
    if (selectedId === null && versions?.length) setSelectedId(Number((versions.find((v) => v.status === 'in_force') ?? versions[0]).id));
  }, [versions, selectedId]);
  const { data: fetched, refetch: refetchSelected } = useGetOne(screen.resource, { id: selectedId! }, { enabled: selectedId !== null });
  // react-admin seeds getOne from the list, whose records carry no rows: wait for the full version.
  const selected = Array.isArray(fetched?.rows) ? fetched : undefined;

  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">The table versions could not be loaded.</Alert>;
  const latestId = versions?.reduce(
    (latest: Row | null, v: Row) => (!latest || v.effective_from > latest.effective_from ? v : latest),
    null,
  )?.id;

  const copyOf = (version: Row, asNew: boolean): VersionDraft => ({
    id: asNew ? undefined : Number(version.id),
    code: asNew ? '' : version.code,
    name: asNew ? '' : version.name,
    basis: asNew ? '' : (version[screen.basisField] ?? ''),
    effective_from: asNew ? nextYearStart() : version.effective_from,
    effective_to: asNew ? '' : (version.effective_to ?? ''),
    rows: version.rows.map(({ id, ...row }: Row) => row),
  });

  /** What deleting the latest version changes: the one it superseded is in force again from its first day. */
  const deletionEffect = (version: Row) => {
    const previous = versions?.find(
      (v) =>
        v.id !== version.id &&
        v.effective_from < version.effective_from &&
        (!v.effective_to || v.effective_to >= prevDay(version.effective_from)),
    );
    return previous
      ? `From ${version.effective_from}, ${previous.code} is in force again and every computation from that date uses it instead of ${version.code}. A version that a computed or posted payroll used cannot be deleted.`
      : `${version.code} and its ${version.rows?.length ?? version.row_count} rows are removed.`;
  };

  async function remove(version: Row) {
    setDeleting(null);
    try {
      await dataProvider.delete(screen.resource, { id: version.id, previousData: version as { id: number } });
      notify(`${version.code} deleted`, { type: 'success' });
      setSelectedId(null);
      refetch();
    } catch (e) {
      // a 409 names the payroll periods that used the version: long enough to read them
      notify((e as Error).message, { type: 'error', autoHideDuration: 15_000 });
    }
  }

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={screen.title} />
      {readOnly && <InstallationWideNotice />}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" gutterBottom>
            Versions
          </Typography>
          <Table size="small" aria-label="versions">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>{screen.basisLabel}</TableCell>
                <TableCell>Effective from</TableCell>
                <TableCell>Effective to</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Rows</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {versions?.map((v) => (
                <TableRow
                  key={v.id}
                  hover
                  selected={Number(v.id) === selectedId}
                  onClick={() => setSelectedId(Number(v.id))}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell>{v.code}</TableCell>
                  <TableCell>{v.name}</TableCell>
                  <TableCell>{v[screen.basisField] ?? '—'}</TableCell>
                  <TableCell>{v.effective_from}</TableCell>
                  <TableCell>{v.effective_to ?? 'until superseded'}</TableCell>
                  <TableCell>
                    <Chip size="small" label={String(v.status).replace('_', ' ')} color={STATUS_COLOURS[v.status] ?? 'default'} />
                  </TableCell>
                  <TableCell align="right">{v.row_count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {selected && (
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <Typography variant="h6" sx={{ flex: 1 }}>
                {selected.code} · {selected.name}
              </Typography>
              {!readOnly && (
                <>
                  <Button variant="contained" onClick={() => setDraft(copyOf(selected, true))}>
                    New version from this one
                  </Button>
                  <Button onClick={() => setDraft(copyOf(selected, false))}>Correct</Button>
                  <Button color="error" disabled={selected.id !== latestId || versions?.length === 1} onClick={() => setDeleting(selected)}>
                    Delete
                  </Button>
                </>
              )}
            </Stack>
            <Table size="small" aria-label={`${selected.code} rows`}>
              <TableHead>
                <TableRow>
                  {screen.columns.map((c) => (
                    <TableCell key={c.source} align={c.kind === 'choice' ? 'left' : 'right'}>
                      {c.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {selected.rows.map((row: Row) => (
                  <TableRow key={row.id}>
                    {screen.columns.map((c) => (
                      <TableCell key={c.source} align={c.kind === 'choice' ? 'left' : 'right'}>
                        {formatCell(c, row[c.source])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
      {draft && (
        <VersionDialog
          screen={screen}
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={(id) => {
            setDraft(null);
            setSelectedId(id);
            refetch();
            refetchSelected();
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title={`Delete ${deleting?.code ?? ''}?`}
        content={deleting ? deletionEffect(deleting) : ''}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => deleting && remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
