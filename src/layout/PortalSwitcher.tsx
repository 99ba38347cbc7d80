import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PORTAL_DEFINITIONS, type Portal } from '@core/access';
import type { Account } from '../providers/authProvider';

/** Every portal the access rule opens to the user; choosing one opens its dashboard without a new login. */
export function PortalSwitcher({ current }: { current: Portal }) {
  const { identity } = useGetIdentity();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const portals = (identity as Account | undefined)?.portals ?? [current];
  return (
    <>
      <Button
        color="inherit"
        startIcon={<SwapHorizIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label="Switch portal"
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {PORTAL_DEFINITIONS[current].label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {portals.map((portal) => (
          <MenuItem
            key={portal}
            selected={portal === current}
            onClick={() => {
              setAnchor(null);
              if (portal !== current) navigate(`/${portal}/dashboard`);
            }}
          >
            <ListItemText primary={PORTAL_DEFINITIONS[portal].label} secondary={`/${portal}`} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
