import { createContext, useContext } from 'react';

/** The paths of the screens the current portal has, so that pages link only to screens that exist. */
export const PortalScreensContext = createContext<ReadonlySet<string>>(new Set());

export const usePortalScreenPaths = () => useContext(PortalScreensContext);
