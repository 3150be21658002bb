import { DEMO_KEY_STORAGE_KEY, demoKey, forgetDemoKey } from './demo-key';

describe('the demo key', () => {
  it('is created on first use as 32 lowercase hex characters, saved, and then reused', () => {
    const first = demoKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBe(first);
    expect(demoKey()).toBe(first);
  });

  it('differs between browsers (fresh storage)', () => {
    const first = demoKey();
    window.localStorage.clear();
    expect(demoKey()).not.toBe(first);
  });

  it('replaces a hand-edited entry the server would refuse', () => {
    window.localStorage.setItem(DEMO_KEY_STORAGE_KEY, 'NOT-A-KEY');
    const key = demoKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBe(key);
  });

  it('is forgotten on sign-out, and the next one is new', () => {
    const first = demoKey();
    forgetDemoKey();
    expect(window.localStorage.getItem(DEMO_KEY_STORAGE_KEY)).toBeNull();
    expect(demoKey()).not.toBe(first);
  });
});
