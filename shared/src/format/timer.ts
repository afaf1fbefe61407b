const pad = (value: number) => String(value).padStart(2, '0');

/** Timer display (spec §9): under 540 s "m:ss", under 3600 s "mm:ss", else "h:mm:ss". */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (seconds < 540) return `${minutes}:${pad(rest)}`;
  if (seconds < 3600) return `${pad(minutes)}:${pad(rest)}`;
  return `${hours}:${pad(minutes)}:${pad(rest)}`;
}
