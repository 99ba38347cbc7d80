import { useState } from 'react';
import { Avatar, Collapse, IconButton, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink, useLocation } from 'react-router-dom';
import type { MenuNode } from '../portals/catalogue';
import { useSideNav } from './SideNavContext';

// The menu of a portal: its screens, grouped as the specification groups them
// (sub-screens under their parent). A group opens on its own while one of its
// screens is the current page.

function initials(label: string): string {
  const words = label
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

function MenuEntry({ node, depth }: { node: MenuNode; depth: number }) {
  const { pathname } = useLocation();
  const { expanded, onNavigate } = useSideNav();
  const inside = pathname === node.path || pathname.startsWith(`${node.path}/`);
  const [open, setOpen] = useState(inside);
  const hasChildren = node.children.length > 0;
  return (
    <>
      <Tooltip title={expanded ? '' : node.label} placement="right">
        <ListItemButton
          component={NavLink}
          to={node.path}
          end
          onClick={onNavigate}
          dense
          sx={{ pl: expanded ? 1 + depth * 2 : 1, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: inside ? 'primary.main' : 'grey.500' }}>
              {initials(node.label)}
            </Avatar>
          </ListItemIcon>
          <ListItemText primary={node.label} slotProps={{ primary: { noWrap: true } }} />
          {hasChildren && expanded && (
            <IconButton
              size="small"
              edge="end"
              aria-label={`${open ? 'Close' : 'Open'} ${node.label}`}
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                setOpen(!open);
              }}
            >
              {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          )}
        </ListItemButton>
      </Tooltip>
      {hasChildren && (
        <Collapse in={open && expanded} unmountOnExit>
          <List disablePadding>
            {node.children.map((child) => (
              <MenuEntry key={child.path} node={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

export function PortalMenu({ nodes }: { nodes: MenuNode[] }) {
  return (
    <List dense disablePadding>
      {nodes.map((node) => (
        <MenuEntry key={node.path} node={node} depth={0} />
      ))}
    </List>
  );
}
