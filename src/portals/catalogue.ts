import { GUEST_TITLE_PREFIX, isPortal, pageTitle, type Portal } from '@core/access';
import { humanise } from '@core/resources/define';
import entries from './catalogue.json';

// The screens of ../shared/spec/routes.json (copied to catalogue.json without
// the prose, so that the console builds from this repository alone): page
// titles and the menu tree of each portal.

export interface CatalogueEntry {
  portal: Portal | 'guest';
  path: string;
  name: string;
  title: string;
  kind: string;
  resource: string | null;
}

export const CATALOGUE = entries as CatalogueEntry[];
const BY_PATH = new Map(CATALOGUE.map((entry) => [entry.path, entry]));
export const NOT_FOUND_TITLE = `${GUEST_TITLE_PREFIX} | Page Not Found`;
/** The tab's title on a catalogued screen that is not built: never the screen's own. */
export const NOT_BUILT_TITLE = `${GUEST_TITLE_PREFIX} | Not Built Yet`;

export function catalogueEntry(path: string): CatalogueEntry | undefined {
  return BY_PATH.get(path);
}

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The document title of a path: the catalogue's title, else the title of the
 * nearest catalogued parent in the same portal, else the title of the portal's
 * screen of that resource (create/edit pages: "/hr/org-levels/create" is under
 * the menu's "HR | Structure"), else the portal's prefix and the resource's
 * name; any other path is the 404 page.
 * Inside a portal, `built` holds the paths of the screens it has: a catalogued
 * screen that is not built yet is titled so, and the paths below it are the
 * 404 page; never a real screen's title over either.
 */
export function titleForPath(pathname: string, built: ReadonlySet<string> = new Set()): string {
  const path = trimmed(pathname);
  const isBuilt = (entry: CatalogueEntry) => built.size === 0 || built.has(entry.path);
  const exact = BY_PATH.get(path);
  if (exact) return isBuilt(exact) ? exact.title : NOT_BUILT_TITLE;
  const [, portal, resource] = path.split('/');
  if (!isPortal(portal) || !resource) return NOT_FOUND_TITLE;
  const parent = CATALOGUE.filter((entry) => entry.portal === portal && path.startsWith(`${entry.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  if (parent) return isBuilt(parent) ? parent.title : NOT_FOUND_TITLE;
  const screen = CATALOGUE.find((entry) => entry.portal === portal && entry.resource === resource && isBuilt(entry));
  if (screen) return screen.title;
  return pageTitle(portal, humanise(resource.replace(/-/g, ' ')));
}

/** The catalogued screens of a portal that it has not built. */
export function unbuiltScreens(portal: Portal, built: ReadonlySet<string>): CatalogueEntry[] {
  return CATALOGUE.filter((entry) => entry.portal === portal && !built.has(entry.path));
}

/** The part of a title after its area prefix ("Payroll | SSS" → "SSS"). */
export function titleWithoutPrefix(title: string): string {
  const index = title.indexOf(' | ');
  return index < 0 ? title : title.slice(index + 3);
}

export interface MenuNode {
  path: string;
  /** the screen's title without the area prefix; a child drops its parent's title too */
  label: string;
  children: MenuNode[];
}

/**
 * The menu of a portal: its catalogued screens that exist, in catalogue order,
 * each sub-screen under the nearest existing screen whose path is its prefix.
 */
export function buildMenu(portal: Portal, existingPaths: Iterable<string>): MenuNode[] {
  const existing = new Set(existingPaths);
  const screens = CATALOGUE.filter((entry) => entry.portal === portal && existing.has(entry.path));
  const parentOf = (entry: CatalogueEntry) =>
    screens.filter((candidate) => entry.path.startsWith(`${candidate.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  const nodes = new Map<string, MenuNode>();
  for (const entry of screens) {
    const parent = parentOf(entry);
    let label = titleWithoutPrefix(entry.title);
    const parentLabel = parent && titleWithoutPrefix(parent.title);
    if (parentLabel && label.startsWith(`${parentLabel} - `)) label = label.slice(parentLabel.length + 3);
    nodes.set(entry.path, { path: entry.path, label, children: [] });
  }
  const roots: MenuNode[] = [];
  for (const entry of screens) {
    const parent = parentOf(entry);
    (parent ? nodes.get(parent.path)!.children : roots).push(nodes.get(entry.path)!);
  }
  return roots;
}
