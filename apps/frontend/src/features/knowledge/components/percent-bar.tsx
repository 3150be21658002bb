interface PercentBarProps {
  /** The progress bar's accessible name. */
  label: string;
  percent: number;
  /** Read instead of the bare percentage, e.g. "2 MB of 50 MB used". */
  valueText?: string;
  /** The CSS block: the track is `${block}__track`, the filled part `${block}__bar`. */
  block: string;
}

/** A 0 to 100 progress bar: the storage used, an upload's progress. */
export function PercentBar({ label, percent, valueText, block }: PercentBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`${block}__track`}
    >
      <div className={`${block}__bar`} style={{ width: `${percent}%` }} />
    </div>
  );
}
