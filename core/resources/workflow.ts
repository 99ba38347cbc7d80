// The workflow steps of a record with a `status` (publish, approve, serve NTE…),
// declared once: the server registers POST /api/<portal>/<resource>/:id/<action>
// for each step and the console offers a button for it from the same list.
// PURE: imported by both the browser and the server.

import type { Portal } from '@core/access';
import type { FieldDefinition } from './define';

export interface WorkflowStep {
  /** the URL verb: POST …/:id/<action> */
  action: string;
  /** the console button */
  label: string;
  /** the statuses it starts from */
  from: readonly string[];
  /** the status it ends in */
  to: string;
  /** values the step records, asked in a dialog and validated like definition fields */
  fields?: Record<string, FieldDefinition>;
  /**
   * What a step that cannot be taken back (cancel, void, withdraw, end…) affects,
   * said in a confirmation before it runs.
   */
  confirm?: string;
}

/** The verbs that undo or end something: a step named so must say what it affects before it runs (`confirm`). */
export const DESTRUCTIVE_ACTIONS: readonly string[] = ['cancel', 'void', 'withdraw', 'end', 'delete', 'unpost', 'reopen', 'unlink'];

export interface WorkflowDefinition {
  /** the resource definition's name */
  resource: string;
  /** who may act: the users who may enter this portal */
  portal: Portal;
  steps: readonly WorkflowStep[];
}

export function defineWorkflow<const W extends WorkflowDefinition>(workflow: W): W {
  return workflow;
}
