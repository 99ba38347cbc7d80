import { useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore, Resource, ResourceContextProvider, type ResourceProps } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { Portal } from '@core/access';
import { createPortalLayout } from '../layout/PortalLayout';
import { theme } from '../layout/theme';
import { NotBuiltPage } from '../pages/NotBuiltPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { authProvider } from '../providers/authProvider';
import { portalApi } from '../providers/api-paths';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { buildMenu, unbuiltScreens } from './catalogue';
import type { PortalScreen } from './types';
import { PortalMenu } from '../layout/PortalMenu';
import { PortalScreensContext } from './PortalScreensContext';

// One portal: its own <Admin> under /<portal>, its own store and data
// provider, every screen routed at its routes.json path, and its menu. A
// catalogued path without a screen shows the "Not built yet" page, outside the
// layout, so that no app bar titles it as a real screen.

function relative(portal: Portal, path: string): string {
  return path.slice(`/${portal}`.length) || '/';
}

function ResourceListAt({ resource }: { resource: ResourceProps }) {
  const List = resource.list;
  if (!List) return null;
  return <ResourceContextProvider value={resource.name}>{typeof List === 'function' ? <List /> : List}</ResourceContextProvider>;
}

/** The distinct resources of the screens, each registered once under its API name. */
export function resourcesOf(screens: PortalScreen[]): ResourceProps[] {
  const byName = new Map<string, ResourceProps>();
  for (const screen of screens) if (screen.resource && !byName.has(screen.resource.name)) byName.set(screen.resource.name, screen.resource);
  return [...byName.values()];
}

/** Screens whose path is not the resource's own list route (/<portal>/<name>) need a route of their own. */
export function customScreens(portal: Portal, screens: PortalScreen[]): PortalScreen[] {
  return screens.filter((screen) => screen.page || (screen.resource && screen.path !== `/${portal}/${screen.resource.name}`));
}

export function PortalAdmin({ portal, screens }: { portal: Portal; screens: PortalScreen[] }) {
  const { dataProvider, store, Layout, Dashboard, paths, resources, routed, unbuilt } = useMemo(() => {
    const paths = new Set(screens.map((screen) => screen.path));
    const nodes = buildMenu(portal, paths);
    return {
      paths,
      Dashboard: () => <Navigate to={`/${portal}/dashboard`} replace />,
      dataProvider: createDataProvider(portalApi(portal)),
      store: localStorageStore(undefined, portal),
      Layout: createPortalLayout(() => <PortalMenu nodes={nodes} />),
      resources: resourcesOf(screens),
      routed: customScreens(portal, screens),
      unbuilt: unbuiltScreens(portal, paths),
    };
  }, [portal, screens]);
  return (
    <PortalScreensContext.Provider value={paths}>
      <Admin
        basename={`/${portal}`}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={Layout}
        dashboard={Dashboard}
        catchAll={NotFoundPage}
        disableTelemetry
        requireAuth
      >
        {resources.map((resource) => (
          <Resource key={resource.name} {...resource} />
        ))}
        <CustomRoutes>
          {routed.map((screen) => {
            const Page = screen.page;
            return (
              <Route
                key={screen.path}
                path={relative(portal, screen.path)}
                element={Page ? <Page /> : <ResourceListAt resource={screen.resource!} />}
              />
            );
          })}
        </CustomRoutes>
        <CustomRoutes noLayout>
          {unbuilt.map((entry) => (
            <Route key={entry.path} path={relative(portal, entry.path)} element={<NotBuiltPage portal={portal} title={entry.title} />} />
          ))}
        </CustomRoutes>
      </Admin>
    </PortalScreensContext.Provider>
  );
}
