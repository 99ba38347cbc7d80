import { ResourceList } from '../../../components/resource';
import { timePunchesResource } from '@core/resources/time-punches.resource';
import { ImportPunchesButton } from './ImportPunchesButton';
import { ManualPunchButton } from './ManualPunchButton';
import { UnknownIdsButton } from './UnknownIdsButton';
import { VoidPunchButton } from './VoidPunchButton';

/** /timekeeping/time-recorder: every punch, filtered and exported on the server; imports, manual punches, voids and unknown ids. */
export function TimeRecorderList() {
  return (
    <ResourceList
      definition={timePunchesResource}
      rowClick={false}
      keepActionsWhenEmpty
      actions={
        <>
          <ImportPunchesButton />
          <ManualPunchButton />
          <UnknownIdsButton />
        </>
      }
      rowActions={<VoidPunchButton />}
    />
  );
}
