import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

// How a portal lists its screens. Each entry is one path of
// ../shared/spec/routes.json; the portal's <Admin> registers the resources,
// routes each path to its screen and builds the menu from the paths present.

export interface PortalScreen {
  /** the routes.json path, e.g. '/hr/position' */
  path: string;
  /**
   * a react-admin resource named after its API resource ('positions'); its
   * list renders at `path`, and create/edit/show at /<portal>/<name>/...
   */
  resource?: ResourceProps;
  /** a hand-written page rendered at `path` (dashboards, processes, reports, forms) */
  page?: ComponentType;
}
