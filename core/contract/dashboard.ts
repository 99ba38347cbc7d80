import { Type, type Static } from '@sinclair/typebox';
import { WireInstant, nullable } from './wire';

// The dashboard-metrics read model (docs/domain.md §12), one record per portal:
// GET /api/<portal>/dashboard-metrics (a list of that one record) and
// GET /api/<portal>/dashboard-metrics/<portal>.

/** One cell of a widget's table: text, a number or nothing. */
export const WidgetCell = nullable(Type.Union([Type.Number(), Type.String()]));
export type WidgetCell = Static<typeof WidgetCell>;

/** One row of a widget's table, column name to cell. */
export const WidgetRow = Type.Record(Type.String(), WidgetCell);
export type WidgetRow = Static<typeof WidgetRow>;

/** One figure of a dashboard: a single value (a tile) or rows (a small table), and where the console shows it in detail. */
export const Widget = Type.Object({
  label: Type.String(),
  value: Type.Optional(WidgetCell),
  rows: Type.Optional(Type.Array(WidgetRow)),
  link: Type.Optional(Type.String({ description: 'a console path that shows the figure in detail' })),
});
export type Widget = Static<typeof Widget>;

/** A portal's dashboard: its widgets by key, as of generated_at. */
export const DashboardMetrics = Type.Object(
  {
    id: Type.String({ description: 'the portal' }),
    generated_at: WireInstant,
    widgets: Type.Record(Type.String(), Widget),
  },
  { title: 'Dashboard metrics' },
);
export type DashboardMetrics = Static<typeof DashboardMetrics>;
