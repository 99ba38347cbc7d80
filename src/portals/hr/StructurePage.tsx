import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Datagrid, List, Loading, Title, useGetList, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/pagination';
import { resourceField } from '../../components/resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';

// Left: the organisation levels (create, edit; a level in use cannot be deleted).
// Right: the business units as a tree under their parents; a unit opens its form,
// where the parent is changed (the server refuses a lower-level parent or a cycle).

function UnitTree({ units, parent, levels }: { units: RaRecord[]; parent: unknown; levels: Map<unknown, string> }) {
  const children = units.filter((u) => (u.parent_id ?? null) === parent);
  if (children.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        pl: parent === null ? 0 : 3,
        my: 0.5,
        borderLeft: parent === null ? 'none' : '1px dashed',
        borderColor: 'divider',
      }}
    >
      {children.map((unit) => (
        <li key={unit.id}>
          <Typography variant="body2" component="span" color="text.secondary">
            {levels.get(unit.org_level_id)} ·{' '}
          </Typography>
          <MuiLink component={Link} to={`/hr/business-units/${unit.id}`}>
            {unit.code} {unit.name}
          </MuiLink>
          <Typography variant="body2" component="span" color="text.secondary">
            {' '}
            ({unit.headcount ?? 0})
          </Typography>
          <UnitTree units={units} parent={unit.id} levels={levels} />
        </li>
      ))}
    </Box>
  );
}

export function StructurePage() {
  const units = useGetList('business-units', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'code', order: 'ASC' } });
  const levels = useGetList('org-levels', { pagination: { page: 1, perPage: 100 }, sort: { field: 'rank', order: 'ASC' } });
  const levelNames = new Map((levels.data ?? []).map((l) => [l.id, String(l.name)]));
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Title title="Structure" />
      <Box sx={{ flex: '1 1 380px' }}>
        <List
          resource="org-levels"
          title=" "
          sort={{ field: 'rank', order: 'ASC' }}
          disableSyncWithLocation
          pagination={<ListPagination />}
        >
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            {Object.entries(orgLevelsResource.fields).map(([name, field]) => resourceField(name, field))}
          </Datagrid>
        </List>
      </Box>
      <Card variant="outlined" sx={{ flex: '2 1 420px', mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Business units
          </Typography>
          {units.isPending ? <Loading /> : <UnitTree units={units.data ?? []} parent={null} levels={levelNames} />}
        </CardContent>
      </Card>
    </Box>
  );
}
