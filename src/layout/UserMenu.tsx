import { useState } from 'react';
import { Box, Button, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyIcon from '@mui/icons-material/Key';
import { useGetIdentity, useLogout, useNotify } from 'react-admin';
import { ROLE_NAMES } from '@core/access';
import type { Account } from '../providers/authProvider';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** The account's name, changing its password, and logout. */
export function UserMenu() {
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  const logout = useLogout();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label="Account"
        sx={{ textTransform: 'none', maxWidth: { xs: 48, sm: 240 }, minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {account?.name ?? ''}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{account?.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {account?.email}
          </Typography>
          {account && (
            <Typography variant="caption" color="text.secondary">
              {ROLE_NAMES[account.role] ?? `Role ${account.role}`}
              {account.employee_no ? ` · ${account.employee_no}` : ''}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          <ListItemIcon>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
      <ChangePasswordDialog
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={(message) => {
          setChanging(false);
          notify(message, { type: 'success' });
        }}
      />
    </>
  );
}
