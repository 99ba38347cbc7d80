import { describe, expect, it } from 'vitest';
import { WORKFLOWS } from '@core/resources/workflows';
import { DESTRUCTIVE_ACTIONS } from '@core/resources/workflow';
import { STEP_BUTTONS as HR_STEP_BUTTONS } from '../../../src/portals/hr/workflows';
import { STEP_BUTTONS as TIMEKEEPING_STEP_BUTTONS } from '../../../src/portals/timekeeping/timesheets/TimesheetScreens';
import { STEP_BUTTONS as PAYROLL_STEP_BUTTONS } from '../../../src/portals/payroll/inputs';

const STEP_BUTTONS: Record<string, readonly { action: string; from?: readonly string[]; fields?: unknown }[]> = {
  ...HR_STEP_BUTTONS,
  ...TIMEKEEPING_STEP_BUTTONS,
  ...PAYROLL_STEP_BUTTONS,
};

// Every step a workflow declares is a button on its console screen, offered
// from the same statuses the server accepts (the server side: resource-registry.test.ts).

describe('workflow step buttons', () => {
  it.each(WORKFLOWS.map((workflow) => [workflow.resource, workflow] as const))(
    '%s offers a button for every declared step',
    (resource, workflow) => {
      const buttons = STEP_BUTTONS[resource];
      expect(buttons, resource).toBeDefined();
      for (const step of workflow.steps) {
        const button = buttons.find((b) => b.action === step.action);
        expect(button, step.action).toBeDefined();
        expect(button!.from, step.action).toEqual(step.from);
        expect(button!.fields, step.action).toEqual(step.fields);
      }
    },
  );
});

describe('steps that cannot be taken back', () => {
  it('say what they affect before they run', () => {
    const destructive = WORKFLOWS.flatMap((workflow) =>
      workflow.steps.filter((step) => DESTRUCTIVE_ACTIONS.includes(step.action)).map((step) => ({ workflow, step })),
    );
    expect(destructive.length).toBeGreaterThanOrEqual(7);
    for (const { workflow, step } of destructive) {
      expect(step.confirm, `${workflow.resource} ${step.action}`).toMatch(/\w{4,}.*\./);
      expect(
        STEP_BUTTONS[workflow.resource].find((b) => b.action === step.action),
        `${workflow.resource} ${step.action}`,
      ).toBeDefined();
    }
  });
});
