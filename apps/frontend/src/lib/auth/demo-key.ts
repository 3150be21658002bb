import { DEMO_KEY_PATTERN } from '@buildmentor/contracts/limits';

/**
 * Local storage key of this browser's random demo key. It picks the browser's own pro demo account
 * (`?user_type=pro`), so another browser never sees its conversations and a reload keeps the
 * account; only sign-out removes it (the next pro visit is then a fresh account).
 */
export const DEMO_KEY_STORAGE_KEY = 'demo_key';

/** 128 random bits as 32 lowercase hex characters, the format the server accepts. */
function newDemoKey(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's demo key, created on first use and kept. A missing or hand-edited entry is replaced;
 * if storage is refused (private browsing) the key still works for this sign-in, without persistence.
 */
export function demoKey(): string {
  try {
    const saved = window.localStorage.getItem(DEMO_KEY_STORAGE_KEY);
    if (saved && DEMO_KEY_PATTERN.test(saved)) return saved;
    const created = newDemoKey();
    window.localStorage.setItem(DEMO_KEY_STORAGE_KEY, created);
    return created;
  } catch {
    return newDemoKey();
  }
}

/** Sign-out: the next `?user_type=pro` visit gets a new pro demo account. */
export function forgetDemoKey(): void {
  try {
    window.localStorage.removeItem(DEMO_KEY_STORAGE_KEY);
  } catch {
    // Storage refused: there was nothing saved to forget.
  }
}
