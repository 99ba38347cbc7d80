import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';
import { registryScreens } from '../registryScreens';
import { resourceScreen } from '../../components/resource';
import { timePunchesResource } from '@core/resources/time-punches.resource';
import { TimeRecorderList } from './time-recorder/TimeRecorderList';

function TimekeepingDashboard() {
  return <MetricsDashboard portal="timekeeping" />;
}

export const screens: PortalScreen[] = [
  { path: '/timekeeping/dashboard', page: TimekeepingDashboard },
  ...registryScreens('timekeeping'),
  {
    path: '/timekeeping/time-recorder',
    resource: resourceScreen(timePunchesResource, { list: TimeRecorderList, create: undefined, edit: undefined }),
  },
];
