import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN_HOURS,
  clockText,
  dayRangesProblem,
  hoursCode,
  hoursState,
  opensText,
  parseHoursCode,
  shortDateText,
  SPEC_HOURS,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type KitchenHours,
  type WeekHours,
} from './hours.js';
import { clockMinuteOf, monthDayOf, weekdayOfName } from './hours-values.js';

// docs/ARCHITECTURE.md §5j: open now / opens at, from a kitchen's hours and a moment; Dhaka is UTC+6.

/** A moment given as a Dhaka wall clock, e.g. `2026-11-26T21:59` (a Thursday). */
const dhaka = (local: string) => new Date(`${local}:00+06:00`);
const week = (ranges: Partial<WeekHours>): WeekHours => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...ranges });
const kitchen = (hours: WeekHours, closedDates: string[] = []): KitchenHours => ({ hours, closedDates });
const text = (hours: KitchenHours, at: string) => {
  const state = hoursState(hours, dhaka(at));
  return state.open ? 'open' : opensText(state.opens);
};

const LUNCH_AND_DINNER = [
  { from: '11:00', to: '15:00' },
  { from: '18:00', to: '22:00' },
];
const everyDay = (ranges: typeof LUNCH_AND_DINNER) => week(Object.fromEntries(WEEKDAYS.map((day) => [day, ranges])));

describe('hoursState and opensText', () => {
  it('a range holds from its first minute up to, not including, its end', () => {
    const hours = kitchen(everyDay(LUNCH_AND_DINNER));
    expect(text(hours, '2026-11-26T10:59')).toBe('Opens at 11:00 AM');
    expect(text(hours, '2026-11-26T11:00')).toBe('open');
    expect(text(hours, '2026-11-26T14:59')).toBe('open');
    expect(text(hours, '2026-11-26T15:00')).toBe('Opens at 6:00 PM');
    expect(text(hours, '2026-11-26T21:59')).toBe('open');
    expect(text(hours, '2026-11-26T22:00')).toBe('Opens tomorrow at 11:00 AM');
    expect(text(hours, '2026-11-26T23:59')).toBe('Opens tomorrow at 11:00 AM');
    expect(text(hours, '2026-11-27T00:00')).toBe('Opens at 11:00 AM');
  });

  it('counts the seconds: a minute before the end is open until its last millisecond', () => {
    const hours = kitchen(SPEC_HOURS);
    expect(hoursState(hours, new Date(dhaka('2026-11-26T22:00').getTime() - 1)).open).toBe(true);
    expect(hoursState(hours, dhaka('2026-11-26T22:00')).open).toBe(false);
    expect(hoursState(hours, new Date(dhaka('2026-11-26T09:00').getTime() - 1)).open).toBe(false);
  });

  it('is one opening across midnight when a day ends at 24:00 and the next starts at 00:00', () => {
    const hours = kitchen(week({ thu: [{ from: '18:00', to: '24:00' }], fri: [{ from: '00:00', to: '02:00' }] }));
    expect(text(hours, '2026-11-26T23:59')).toBe('open');
    expect(text(hours, '2026-11-27T00:00')).toBe('open');
    expect(text(hours, '2026-11-27T01:59')).toBe('open');
    // Friday 2 AM: the next opening is Thursday evening, six days on.
    expect(text(hours, '2026-11-27T02:00')).toBe('Opens on Thursday at 6:00 PM');
    expect(text(hours, '2026-11-26T17:00')).toBe('Opens at 6:00 PM');
  });

  it('skips a closed date, whole', () => {
    const hours = kitchen(SPEC_HOURS, ['2026-11-27']);
    expect(text(hours, '2026-11-26T21:00')).toBe('open');
    expect(text(hours, '2026-11-26T22:30')).toBe('Opens on Saturday at 9:00 AM');
    expect(text(hours, '2026-11-27T12:00')).toBe('Opens tomorrow at 9:00 AM');
    expect(text(hours, '2026-11-28T09:00')).toBe('open');
  });

  it('wraps the week: Sunday night looks on to Monday, and a kitchen open once a week a week later', () => {
    const weekdays = kitchen(week({ mon: [{ from: '10:00', to: '20:00' }], fri: [{ from: '10:00', to: '20:00' }] }));
    // 2026-11-29 is a Sunday.
    expect(text(weekdays, '2026-11-29T12:00')).toBe('Opens tomorrow at 10:00 AM');
    expect(text(weekdays, '2026-11-27T20:00')).toBe('Opens on Monday at 10:00 AM');
    const mondays = kitchen(week({ mon: [{ from: '10:00', to: '20:00' }] }));
    expect(text(mondays, '2026-11-30T20:00')).toBe('Opens on Dec 7 at 10:00 AM');
    expect(text(mondays, '2026-11-30T09:00')).toBe('Opens at 10:00 AM');
  });

  it('a week closed every day never opens: no text', () => {
    const state = hoursState(kitchen(week({})), dhaka('2026-11-26T12:00'));
    expect(state).toEqual({ open: false, opens: null });
    expect(opensText(null)).toBeNull();
  });

  it('takes Dhaka as UTC+6 whatever the moment: 17:59 UTC is 11:59 PM in Dhaka', () => {
    const hours = kitchen(SPEC_HOURS);
    expect(hoursState(hours, new Date('2026-11-26T03:00:00Z')).open).toBe(true);
    expect(hoursState(hours, new Date('2026-11-26T02:59:59Z')).open).toBe(false);
    expect(hoursState(hours, new Date('2026-11-26T17:59:00Z'))).toEqual({ open: false, opens: { days: 1, date: '2026-11-27', weekday: 'fri', minute: 540 } });
    expect(hoursState(kitchen(ALWAYS_OPEN_HOURS), new Date('2026-11-26T18:00:00Z')).open).toBe(true);
  });
});

describe('clockText', () => {
  it('writes a 12-hour clock', () => {
    expect([0, 59, 720, 1080, 1439].map(clockText)).toEqual(['12:00 AM', '12:59 AM', '12:00 PM', '6:00 PM', '11:59 PM']);
  });
});

describe('reading back the texts the API sends as values (a Bangla page writes them in Bangla)', () => {
  it('reads every minute of the day from its clockText, and nothing else', () => {
    for (let minute = 0; minute < 1440; minute += 1) expect(clockMinuteOf(clockText(minute))).toBe(minute);
    for (const text of ['13:00 PM', '0:30 AM', '6:00', '6:00 pm', '06:00 PM', '৬:০০ সন্ধ্যা', ' 6:00 PM']) expect(clockMinuteOf(text)).toBeNull();
  });
  it('reads a weekday from its name and a date from its short text', () => {
    for (const day of WEEKDAYS) expect(weekdayOfName(WEEKDAY_NAMES[day])).toBe(day);
    expect(weekdayOfName('friday')).toBeNull();
    expect(monthDayOf(shortDateText('2026-12-25'))).toEqual({ month: 12, day: 25 });
    expect(monthDayOf(shortDateText('2027-01-01'))).toEqual({ month: 1, day: 1 });
    for (const text of ['Dec 32', 'Dec 0', 'Foo 3', 'December 3', '২৫ ডিসে']) expect(monthDayOf(text)).toBeNull();
  });
});

describe('dayRangesProblem', () => {
  it('accepts a closed day, one or two ranges, touching ranges and an end at 24:00', () => {
    expect(dayRangesProblem([])).toBeUndefined();
    expect(dayRangesProblem(LUNCH_AND_DINNER)).toBeUndefined();
    expect(dayRangesProblem([...LUNCH_AND_DINNER].reverse())).toBeUndefined();
    expect(dayRangesProblem([{ from: '00:00', to: '12:00' }, { from: '12:00', to: '24:00' }])).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(dayRangesProblem('09:00-22:00')).toBe('shape');
    expect(dayRangesProblem([['09:00', '22:00']])).toBe('shape');
    expect(dayRangesProblem([{ from: 900, to: 2200 }])).toBe('time');
    expect(dayRangesProblem([{ from: '9:00', to: '22:00' }])).toBe('time');
    expect(dayRangesProblem([{ from: '24:00', to: '24:00' }])).toBe('time');
    expect(dayRangesProblem([{ from: '09:00', to: '24:01' }])).toBe('time');
    expect(dayRangesProblem([{ from: '09:60', to: '22:00' }])).toBe('time');
    expect(dayRangesProblem([{ from: '22:00', to: '02:00' }])).toBe('order');
    expect(dayRangesProblem([{ from: '09:00', to: '09:00' }])).toBe('order');
    expect(dayRangesProblem([...LUNCH_AND_DINNER, { from: '23:00', to: '24:00' }])).toBe('count');
    expect(dayRangesProblem([{ from: '11:00', to: '15:00' }, { from: '14:59', to: '22:00' }])).toBe('overlap');
  });
});

describe('the compact copy a food carries', () => {
  it('round-trips, ranges in order, closed days empty', () => {
    const hours = kitchen(week({ mon: [...LUNCH_AND_DINNER].reverse(), sun: [{ from: '00:00', to: '24:00' }] }), ['2026-12-16', '2026-12-25']);
    const code = hoursCode(hours);
    expect(code).toBe('11:00-15:00,18:00-22:00||||||00:00-24:00;2026-12-16,2026-12-25');
    expect(parseHoursCode(code)).toEqual(kitchen(week({ mon: LUNCH_AND_DINNER, sun: [{ from: '00:00', to: '24:00' }] }), ['2026-12-16', '2026-12-25']));
    expect(hoursCode(kitchen(SPEC_HOURS))).toBe(Array(7).fill('09:00-22:00').join('|'));
  });

  it('is null for what is not a code', () => {
    for (const bad of [undefined, '', '09:00-22:00', '09:00-22:00|||||', 'x||||||', '||||||;2026-02-30', '22:00-09:00||||||']) expect(parseHoursCode(bad), bad).toBeNull();
  });
});
