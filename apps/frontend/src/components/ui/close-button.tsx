import { CloseIcon } from './icons';

interface CloseButtonProps {
  /** The button's accessible name, e.g. "Close sidebar". */
  label: string;
  className: string;
  onClick(): void;
}

/** An icon-only ✕ button that closes or dismisses the panel it sits in. */
export function CloseButton({ label, className, onClick }: CloseButtonProps) {
  return (
    <button type="button" className={`icon-button ${className}`} aria-label={label} onClick={onClick}>
      <CloseIcon />
    </button>
  );
}
