import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out TextEncoder/TextDecoder, which react-router uses; browsers all have them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The chat route's first load evaluates the Markdown renderer (react-markdown, remark-gfm and some
// 90 small modules): about a second on a busy two-core machine, several on a cold transform cache
// (a fresh clone in CI). findBy* waits up to 10 s, and each test up to 20 s: ceilings only, a
// passing test takes no longer.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(20_000);

// Each test starts as a first visit: nothing saved, at the site root. (Each test installs its own
// fetch; see fetch-mock.ts.)
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState({}, '', '/');
});

// Console silencers and other spies last one test only.
afterEach(() => {
  // Each test ends as a page is left: deferred telemetry goes out now, to this test's server, not
  // into a later test's.
  window.dispatchEvent(new Event('pagehide'));
  jest.restoreAllMocks();
  // A test that ran on fake timers (e.g. the demo's sign-in delays) leaves the next on real ones.
  jest.useRealTimers();
});
