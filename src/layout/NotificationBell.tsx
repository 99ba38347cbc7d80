import { useEffect, useState } from 'react';
import { Badge, Box, Button, Divider, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useNavigate } from 'react-router-dom';
import type { Notification, NotificationInbox } from '@core/contract/notifications';
import { formatDateTime } from '@core/format';
import { api } from '../providers/api';
import { accountPaths } from '../providers/api-paths';
import { useApiGet } from '../providers/useApiGet';

// The bell in every portal's app bar: the unread count, refreshed every minute, and the
// latest notifications; opening one marks it read and goes to its screen.

const REFRESH_MS = 60_000;

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { data, reload } = useApiGet<NotificationInbox>(accountPaths.notifications());
  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const markRead = async (ids?: number[]) => {
    await api.send('post', accountPaths.markNotificationsRead(), ids ? { ids } : {});
    reload();
  };
  const open = (notification: Notification) => {
    setAnchor(null);
    if (!notification.read) void markRead([notification.id]);
    if (notification.link) navigate(notification.link);
  };
  const unread = data?.unread ?? 0;
  return (
    <>
      {/* the badge sits outside the button, so the button keeps its own size */}
      <Badge badgeContent={unread} color="error" max={99} overlap="circular">
        <IconButton
          color="inherit"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <NotificationsIcon />
        </IconButton>
      </Badge>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 380 } } }}>
        <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2">Notifications</Typography>
          <Button size="small" disabled={unread === 0} onClick={() => void markRead()}>
            Mark all as read
          </Button>
        </Box>
        <Divider />
        {(data?.notifications ?? []).length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">Nothing yet.</Typography>
          </MenuItem>
        )}
        {(data?.notifications ?? []).map((n) => (
          <MenuItem key={n.id} onClick={() => open(n)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start', display: 'block' }}>
            <Typography variant="body2" sx={{ fontWeight: n.read ? 400 : 600 }}>
              {n.title}
            </Typography>
            {n.body && (
              <Typography variant="caption" color="text.secondary" component="div">
                {n.body}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(n.created_at)}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
