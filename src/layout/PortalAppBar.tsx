import { AppBar, Box, IconButton, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { LoadingIndicator, useSidebarState } from 'react-admin';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isPortal } from '@core/access';
import { titleForPath } from '../portals/catalogue';
import { usePortalScreenPaths } from '../portals/PortalScreensContext';
import { PortalSwitcher } from './PortalSwitcher';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

/** The page title (also the tab's), the portal switcher, the notification bell and the user menu. */
export function PortalAppBar() {
  const { pathname } = useLocation();
  const built = usePortalScreenPaths();
  const title = titleForPath(pathname, built);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const portal = pathname.split('/')[1];
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useSidebarState();
  return (
    <AppBar position="fixed" color="primary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: { xs: 56, sm: 48 } }}>
        {isPhone && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={() => setDrawerOpen(!drawerOpen)}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="h1" variant="h6" noWrap sx={{ flex: 1, fontSize: { xs: 16, sm: 18 } }} data-testid="page-title">
          {title}
        </Typography>
        <LoadingIndicator />
        {isPortal(portal) && <PortalSwitcher current={portal} />}
        <NotificationBell />
        <Box>
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
