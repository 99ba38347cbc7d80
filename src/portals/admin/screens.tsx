import type { PortalScreen } from '../types';
import { AdminDashboard } from './AdminDashboard';

export const screens: PortalScreen[] = [{ path: '/admin/dashboard', page: AdminDashboard }];
