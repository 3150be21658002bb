import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type Request } from 'playwright-core';
import { launchChromium, REPO_ROOT, startProduct } from '@buildmentor/test-harness';
import { nginxBinary, startNginx } from './nginx';
import { repeat, round, spread, spreadOf } from './stats';

interface Asset {
  path: string;
  type: string;
  status: number;
  encoding: string | null;
  /** The body as it came over the wire (after any Content-Encoding). */
  transferred: number;
  headers: number;
  decoded: number;
  /** zlib gzip, level 6, of the decoded body: what compression would have sent. */
  gzip: number;
}

/**
 * The pages as a browser gets them: the production build served by the product (startProduct,
 * as `npm start` serves it) to Debian's Chromium on loopback, a fresh browser context (empty
 * cache, no cookies) per repetition.
 * - landing: every response the landing page loads until network idle (document, scripts,
 *   styles, fonts, images, API calls), its size as transferred (headers and body after any
 *   Content-Encoding) and the gzip size of the same body; the ratio is taken per repetition.
 * - chat: a signed-in user's /chat (a user with two conversations; the session put in local
 *   storage as the app keeps it): the same figures, and the time from navigation start to the end
 *   of the last response, read from the page's own Navigation and Resource Timing entries once the
 *   network is idle.
 */
export async function frontendBench(repetitions = 5) {
  buildFrontend();
  const product = await startProduct();
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const session = await chatUser(product.url);
    const pages = (url: string) => measurePages(browser!, url, session, repetitions);
    return {
      repetitions,
      ...(await pages(product.url)),
      via_nginx: await viaNginx(product.url, pages),
    };
  } finally {
    await browser?.close();
    await product.stop();
  }
}

/** Both pages, served from `url`. */
async function measurePages(browser: Browser, url: string, session: ChatSession, repetitions: number) {
  const landing = await repeat(repetitions, () => loadLanding(browser, url));
  const chat = await repeat(repetitions, () => loadChat(browser, url, session));
  return {
    landing: {
      ...pageFigures(landing),
      targetRatioToGzip: 1.1,
    },
    chat: {
      network_idle_ms: spreadOf(chat, (c) => c.lastResponseEndMs, 1),
      dom_content_loaded_ms: spreadOf(chat, (c) => c.domContentLoadedMs, 1),
      ...pageFigures(chat.map((c) => c.assets)),
      targetRatioToGzip: 1.1,
      targetNetworkIdleMs: 400,
    },
  };
}

/**
 * The same pages through the frontend image's nginx (its config from the repo, see nginx.ts) in
 * front of the same product, when nginx is installed here.
 */
async function viaNginx(apiUrl: string, pages: (url: string) => ReturnType<typeof measurePages>) {
  const binary = nginxBinary();
  if (!binary) return { skipped: 'nginx is not installed (apt-get install nginx-light)' };
  const nginx = await startNginx(binary, join(REPO_ROOT, 'apps/frontend/dist'), apiUrl);
  try {
    return { nginx: binary, ...(await pages(nginx.url)) };
  } finally {
    await nginx.stop();
  }
}

/**
 * One page's figures over its repetitions. What a page transfers is every response as it crossed
 * the wire, headers included (a page of many small responses pays mostly in headers), against
 * what gzip at level 6 would make of the same bodies; the ratio is taken per repetition.
 */
function pageFigures(runs: Asset[][]) {
  const sum = (assets: Asset[], key: 'transferred' | 'gzip' | 'headers' | 'decoded') =>
    assets.reduce((total, asset) => total + asset[key], 0);
  const onTheWire = (assets: Asset[]) => sum(assets, 'headers') + sum(assets, 'transferred');
  return {
    transferred_bytes: spreadOf(runs, onTheWire),
    gzip_bytes: spreadOf(runs, (a) => sum(a, 'gzip')),
    ratio_to_gzip: spread(
      runs.map((a) => onTheWire(a) / sum(a, 'gzip')),
      3,
    ),
    body_bytes: spreadOf(runs, (a) => sum(a, 'transferred')),
    header_bytes: spreadOf(runs, (a) => sum(a, 'headers')),
    decoded_bytes: spreadOf(runs, (a) => sum(a, 'decoded')),
    requests: spreadOf(runs, (a) => a.length),
    assets: runs.at(-1)!.map(({ path, type, status, encoding, transferred, headers, gzip }) => ({
      path,
      type,
      status,
      encoding,
      transferred,
      headers,
      gzip,
    })),
  };
}

function buildFrontend() {
  const build = spawnSync(
    join(REPO_ROOT, 'node_modules/.bin/nx'),
    ['run', '@buildmentor/frontend:build', '--outputStyle=static'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error('frontend build failed');
}

async function loadLanding(browser: Browser, url: string): Promise<Asset[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<Asset | null>[] = [];
    page.on('requestfinished', (request) => pending.push(measure(request, url)));
    await page.goto(url, { waitUntil: 'networkidle' });
    const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
    if (!assets.some((a) => a.type === 'script')) throw new Error('the landing page loaded no script');
    return assets;
  } finally {
    await context.close();
  }
}

async function measure(request: Request, origin: string): Promise<Asset | null> {
  const response = await request.response();
  if (!response) return null;
  const sizes = await request.sizes();
  const body = response.status() >= 300 && response.status() < 400 ? Buffer.alloc(0) : await response.body();
  return {
    path: request.url().replace(origin, ''),
    type: request.resourceType(),
    status: response.status(),
    encoding: (await response.headerValue('content-encoding')) ?? null,
    transferred: sizes.responseBodySize,
    headers: sizes.responseHeadersSize,
    decoded: body.length,
    gzip: body.length === 0 ? 0 : gzipSync(body, { level: 6 }).length,
  };
}

interface ChatSession {
  user: unknown;
  token: string;
}

/** A demo user past the welcome setup who has asked in two conversations, signed in through the API. */
async function chatUser(url: string): Promise<ChatSession> {
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const signIn = await call('/api/auth/demo', { email: 'bench.chat@example.com', method: 'sign_up' });
  const token = signIn.token as string;
  const onboarding = {
    industry_sectors: ['Health'],
    disciplines: ['Acoustic Engineering'],
    experience_level: 'senior',
    company_type: 'Architecture Firm',
  };
  await call('/api/user/onboarding', onboarding, token);
  const first = await call('/api/chat/ask', { question: 'What is the NCC stair handrail height?' }, token);
  await call('/api/chat/ask', { question: 'And for a ramp?', session_id: first.session_id }, token);
  await call('/api/chat/ask', { question: 'How do I size roof gutters to AS/NZS 3500.3?' }, token);
  return { user: signIn.user, token };
}

async function loadChat(browser: Browser, url: string, session: ChatSession) {
  const context = await browser.newContext();
  try {
    // The session as the app stores it (src/lib/auth/demo-session-storage.ts), before any script runs.
    await context.addInitScript(
      (value) => window.localStorage.setItem('demo_user', value),
      JSON.stringify(session),
    );
    const page = await context.newPage();
    const pending: Promise<Asset | null>[] = [];
    page.on('requestfinished', (request) => pending.push(measure(request, url)));
    await page.goto(`${url}/chat`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox').first().waitFor({ timeout: 5_000 });
    if (!page.url().endsWith('/chat')) throw new Error(`the chat page went to ${page.url()}`);
    const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        lastResponseEndMs: Math.max(navigation.responseEnd, ...resources.map((r) => r.responseEnd)),
        domContentLoadedMs: navigation.domContentLoadedEventEnd,
      };
    });
    return { ...timing, lastResponseEndMs: round(timing.lastResponseEndMs, 1), assets };
  } finally {
    await context.close();
  }
}
