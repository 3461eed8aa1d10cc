import './spinner.css';

interface SpinnerProps {
  /** Visible and announced, so nobody is left guessing what is happening. */
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
