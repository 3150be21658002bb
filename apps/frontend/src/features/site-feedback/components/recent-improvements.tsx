import { RECENT_IMPROVEMENTS } from '../recent-improvements';

/** What changed lately, partly in answer to feedback like yours. */
export function RecentImprovements() {
  return (
    <section className="recent-improvements" aria-labelledby="recent-improvements-title">
      <h2 id="recent-improvements-title" className="section-title">
        Recent Improvements
      </h2>
      <ul className="plain-list recent-improvements__list">
        {RECENT_IMPROVEMENTS.map((item) => (
          <li key={item.title} className="recent-improvements__item">
            <time dateTime={item.dateTime} className="badge">
              {item.month}
            </time>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
