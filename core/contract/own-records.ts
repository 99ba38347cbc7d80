import { Type, type Static } from '@sinclair/typebox';
import { nullable, WireDate, WireDecimal, WireMoney } from './wire';

// The employee portal's own records as the console reads them (server/modules/self-service/own-records.*).

export const CalendarEntry = Type.Object({
  id: Type.String({ description: 'entry type:source id:date' }),
  date: WireDate,
  entry_type: Type.Union([
    Type.Literal('shift'),
    Type.Literal('rest_day'),
    Type.Literal('holiday'),
    Type.Literal('company_event'),
    Type.Literal('leave'),
    Type.Literal('official_business'),
  ]),
  title: Type.String(),
  color: nullable(Type.String()),
  source_id: nullable(Type.Integer()),
});
export type CalendarEntry = Static<typeof CalendarEntry>;

export const OwnCalendar = Type.Object({ month: Type.String(), from: WireDate, to: WireDate, entries: Type.Array(CalendarEntry) });
export type OwnCalendar = Static<typeof OwnCalendar>;

export const CurrentRate = Type.Object({
  id: Type.Integer(),
  effective_date: WireDate,
  rate_type: Type.String(),
  basic_rate: WireMoney,
  daily_rate: WireDecimal,
  hourly_rate: WireDecimal,
  is_minimum_wage_earner: Type.Boolean(),
});

export const RunningEntry = Type.Object({
  id: Type.Integer(),
  transaction_type: Type.String(),
  nature: Type.String(),
  amount: WireMoney,
  frequency: Type.String(),
  start_date: WireDate,
  end_date: nullable(WireDate),
});

export const LeaveCredit = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  year: Type.Integer(),
  opening: WireDecimal,
  earned: WireDecimal,
  used: WireDecimal,
  adjusted: WireDecimal,
  forfeited: WireDecimal,
  converted: WireDecimal,
  balance: WireDecimal,
});

export const CompensationAndBenefits = Type.Object({
  as_of: WireDate,
  current: nullable(CurrentRate),
  recurring: Type.Array(RunningEntry),
  leave: Type.Array(LeaveCredit),
});
export type CompensationAndBenefits = Static<typeof CompensationAndBenefits>;
