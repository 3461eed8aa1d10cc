/** '850 ms', '12.4 s', '3 min 5 s', '2 h 10 min', '3 d 4 h': short enough for a table cell. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.floor(seconds);
  const [days, hours, minutes] = [
    Math.floor(whole / 86_400),
    Math.floor((whole % 86_400) / 3600),
    Math.floor((whole % 3600) / 60),
  ];
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${whole % 60} s`;
}

/** Binary units, as process memory is usually read: '312.5 MiB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}
