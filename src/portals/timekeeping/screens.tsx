import type { PortalScreen } from '../types';
import { MetricsDashboard } from '../MetricsDashboard';
import { registryScreens } from '../registryScreens';
import { ResourceList, resourceScreen } from '../../components/resource';
import { holidaysResource } from '@core/resources/holidays.resource';
import { CopyYearButton } from './holidays/CopyYearButton';
import { timePunchesResource } from '@core/resources/time-punches.resource';
import { TimeRecorderList } from './time-recorder/TimeRecorderList';

const HolidayList = () => <ResourceList definition={holidaysResource} actions={<CopyYearButton />} />;

function TimekeepingDashboard() {
  return <MetricsDashboard portal="timekeeping" />;
}

export const screens: PortalScreen[] = [
  { path: '/timekeeping/dashboard', page: TimekeepingDashboard },
  ...registryScreens('timekeeping', { [holidaysResource.name]: { list: HolidayList } }),
  {
    path: '/timekeeping/time-recorder',
    resource: resourceScreen(timePunchesResource, { list: TimeRecorderList, create: undefined, edit: undefined }),
  },
];
