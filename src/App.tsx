import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PORTALS } from '@core/access';
import { DocumentTitle } from './layout/DocumentTitle';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterPage } from './pages/RegisterPage';
import { ServerErrorPage } from './pages/ServerErrorPage';
import { UnauthorizedPage } from './pages/UnauthorizedPage';
import { guardGuestForm } from './portals/guard';
import { PortalGate } from './portals/PortalGate';
import { sessionStore } from './providers/session';

// One router: the guest area at the root and one lazily loaded <Admin> per
// portal under /<portal>; every other path is the 404 page. This module and
// the guest pages import neither react-admin nor MUI, so /login loads only
// React, the router and the session code; a portal's chunks come on entry.

function GuestOnly({ children }: { children: ReactNode }) {
  const outcome = guardGuestForm(sessionStore.read());
  return outcome.kind === 'redirect' ? <Navigate to={outcome.to} replace /> : <>{children}</>;
}

export function App() {
  return (
    <BrowserRouter>
      <DocumentTitle />
      <Routes>
        <Route
          path="/"
          element={
            <GuestOnly>
              <Navigate to="/login" replace />
            </GuestOnly>
          }
        />
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="/register"
          element={
            <GuestOnly>
              <RegisterPage />
            </GuestOnly>
          }
        />
        <Route path="/401" element={<UnauthorizedPage />} />
        <Route path="/500" element={<ServerErrorPage />} />
        {PORTALS.map((portal) => (
          <Route key={portal} path={`/${portal}/*`} element={<PortalGate key={portal} portal={portal} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
