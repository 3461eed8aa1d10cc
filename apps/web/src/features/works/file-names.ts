import { pdfFileName } from '../../lib/download';

/** A file name people recognise, cleaned the same way as the story's PDF. */
export function workFileName(title: string, extension: 'pdf' | 'mp3' | 'mid'): string {
  return `${pdfFileName(title).replace(/\.pdf$/, '')}.${extension}`;
}

/** m:ss, or h:mm:ss for long recordings; unknown lengths read as 0:00. */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
