const WIDTH = 240;
const HEIGHT = 60;
const PAD = 4;

/**
 * A small inline SVG line chart of one daily series (no chart library: the console must stay
 * light). The figures are also in the accessible name, so the chart is not the only way to read them.
 */
export function Sparkline({ label, values, total }: { label: string; values: number[]; total: string }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values
    .map(
      (value, i) =>
        `${(PAD + i * step).toFixed(1)},${(HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <figure className="admin-chart">
      <figcaption>
        <span>{label}</span> <strong>{total}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${label}: ${values.join(', ')}`}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="admin-chart__axis" />
        {values.length > 1 ? <polyline points={points} className="admin-chart__line" fill="none" /> : null}
        {values.length === 1 ? (
          <circle cx={WIDTH / 2} cy={HEIGHT / 2} r={3} className="admin-chart__dot" />
        ) : null}
      </svg>
    </figure>
  );
}
