// The family's wall clock: quiet hours and the daily limit are read in its time zone.

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number };

function localParts(moment: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(moment);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  };
}

/** Minutes since local midnight. */
export function localMinuteOfDay(moment: Date, timeZone: string): number {
  const { hour, minute } = localParts(moment, timeZone);
  return hour * 60 + minute;
}

/** The moment the local day of `moment` began (the offset of `moment` itself is used). */
export function startOfLocalDay(moment: Date, timeZone: string): Date {
  const local = localParts(moment, timeZone);
  const asIfUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const offset = asIfUtc - Math.floor(moment.getTime() / 60_000) * 60_000;
  return new Date(Date.UTC(local.year, local.month - 1, local.day) - offset);
}

/** "19:30" as minutes since midnight. */
export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Whether a local minute falls in [start, end), across midnight when end comes before start. */
export function withinQuietHours(minute: number, start: string, end: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** The local day of the week, 0 Sunday to 6 Saturday, and the local hour. */
export function localWeekdayAndHour(
  moment: Date,
  timeZone: string,
): { weekday: number; hour: number } {
  const { year, month, day, hour } = localParts(moment, timeZone);
  return { weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour };
}
