import { formatLag } from './format-lag';

describe('formatLag', () => {
  it('says how many events and how long the oldest has waited', () => {
    expect(formatLag({ lag_events: 0, lag_events_capped: false, lag_seconds: 0 })).toBe('0 events');
    expect(formatLag({ lag_events: 1, lag_events_capped: false, lag_seconds: 0.2 })).toBe(
      '1 event (under a second behind)',
    );
    expect(formatLag({ lag_events: 42, lag_events_capped: false, lag_seconds: 12.4 })).toBe(
      '42 events (12 s behind)',
    );
    expect(formatLag({ lag_events: 1000, lag_events_capped: true, lag_seconds: 900 })).toBe(
      '1,000+ events (15 min behind)',
    );
  });
});
