import { useState, type ReactNode } from 'react';
import { Box, Drawer, IconButton, Paper, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSidebarState, useStore } from 'react-admin';
import { SideNavContext } from './SideNavContext';

// The collapsible vertical navigation. The toggle pins it expanded or
// collapsed (remembered in the portal's store); while collapsed, hovering
// expands it over the page for a moment, and leaving collapses it again.
// On a phone it is a drawer opened from the app bar.

export const SIDENAV_WIDTH = { expanded: 240, collapsed: 56 } as const;
export const SIDENAV_STORE_KEY = 'sidenav.expanded';

export function SideNav({ children }: { children?: ReactNode }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return isPhone ? <PhoneDrawer>{children}</PhoneDrawer> : <DesktopNav>{children}</DesktopNav>;
}

function DesktopNav({ children }: { children?: ReactNode }) {
  const [pinned, setPinned] = useStore<boolean>(SIDENAV_STORE_KEY, true);
  const [peeking, setPeeking] = useState(false);
  const expanded = pinned || peeking;
  const toggle = () => {
    setPeeking(false);
    setPinned(!pinned);
  };
  return (
    <Box
      sx={{
        width: pinned ? SIDENAV_WIDTH.expanded : SIDENAV_WIDTH.collapsed,
        flexShrink: 0,
        position: 'relative',
        transition: 'width 150ms',
      }}
    >
      <Paper
        component="nav"
        aria-label="Main navigation"
        data-expanded={expanded}
        square
        elevation={peeking ? 8 : 0}
        onMouseEnter={() => !pinned && setPeeking(true)}
        onMouseLeave={() => setPeeking(false)}
        sx={{
          position: 'sticky',
          top: 48,
          zIndex: (theme) => theme.zIndex.appBar - 1,
          width: expanded ? SIDENAV_WIDTH.expanded : SIDENAV_WIDTH.collapsed,
          height: 'calc(100vh - 48px)',
          overflowX: 'hidden',
          overflowY: 'auto',
          transition: 'width 150ms',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: expanded ? 'flex-end' : 'center', p: 0.5 }}>
          <Tooltip title={pinned ? 'Collapse navigation' : 'Expand navigation'} placement="right">
            <IconButton size="small" onClick={toggle} aria-label={pinned ? 'Collapse navigation' : 'Expand navigation'}>
              {pinned ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </IconButton>
          </Tooltip>
        </Box>
        <SideNavContext.Provider value={{ expanded, onNavigate: () => undefined }}>{children}</SideNavContext.Provider>
      </Paper>
    </Box>
  );
}

function PhoneDrawer({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useSidebarState();
  return (
    <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: true }}>
      <Box component="nav" aria-label="Main navigation" data-expanded={open} sx={{ width: SIDENAV_WIDTH.expanded }}>
        <SideNavContext.Provider value={{ expanded: true, onNavigate: () => setOpen(false) }}>{children}</SideNavContext.Provider>
      </Box>
    </Drawer>
  );
}
