import { choices, defineResource } from './define';

export const EVENT_STATUSES = choices('draft', 'published', 'archived');

/** Events, announcements and memos; published to the employee portal. */
export const companyEventsResource = defineResource({
  name: 'company-events',
  table: 'company_events',
  label: 'Company events',
  textFields: ['title'],
  defaultSort: ['publish_from', 'DESC'],
  fields: {
    event_type: {
      kind: 'choice',
      label: 'type',
      required: true,
      choices: choices('event', 'announcement', 'memo'),
      list: true,
      filter: true,
      sort: true,
    },
    title: { kind: 'text', label: 'title', required: true, maxLength: 200, list: true, search: true, sort: true },
    body: { kind: 'longtext', label: 'body', search: true },
    starts_at: { kind: 'datetime', label: 'starts at', list: true, filter: true, sort: true },
    ends_at: { kind: 'datetime', label: 'ends at', list: true },
    all_day: { kind: 'boolean', label: 'all day' },
    location: { kind: 'text', label: 'location', maxLength: 200 },
    publish_from: { kind: 'date', label: 'publish from', list: true, filter: true, sort: true },
    publish_until: { kind: 'date', label: 'publish until', list: true },
    pinned: { kind: 'boolean', label: 'pinned', list: true, filter: true },
    status: { kind: 'choice', label: 'status', choices: EVENT_STATUSES, readOnly: true, list: true, filter: true, sort: true },
  },
});
