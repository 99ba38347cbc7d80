import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PORTALS } from '@core/access';
import { DocumentTitle } from './layout/DocumentTitle';
import { theme } from './layout/theme';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RegisterPage } from './pages/RegisterPage';
import { ServerErrorPage } from './pages/ServerErrorPage';
import { UnauthorizedPage } from './pages/UnauthorizedPage';
import { guardGuestForm } from './portals/guard';
import { PortalGate } from './portals/PortalGate';
import { sessionStore } from './providers/session';

// One router: the guest area at the root and one lazily loaded <Admin> per
// portal under /<portal>; every other path is the 404 page.

const guestTheme = createTheme(theme);

function GuestOnly({ children }: { children: ReactNode }) {
  const outcome = guardGuestForm(sessionStore.read());
  return outcome.kind === 'redirect' ? <Navigate to={outcome.to} replace /> : <>{children}</>;
}

function Guest({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={guestTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <DocumentTitle />
      <Routes>
        <Route path="/" element={<GuestOnly><Navigate to="/login" replace /></GuestOnly>} />
        <Route path="/login" element={<GuestOnly><Guest><LoginPage /></Guest></GuestOnly>} />
        <Route path="/register" element={<GuestOnly><Guest><RegisterPage /></Guest></GuestOnly>} />
        <Route path="/401" element={<Guest><UnauthorizedPage /></Guest>} />
        <Route path="/500" element={<Guest><ServerErrorPage /></Guest>} />
        {PORTALS.map((portal) => (
          <Route key={portal} path={`/${portal}/*`} element={<PortalGate key={portal} portal={portal} />} />
        ))}
        <Route path="*" element={<Guest><NotFoundPage /></Guest>} />
      </Routes>
    </BrowserRouter>
  );
}
