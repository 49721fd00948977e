import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, apiServer } from '../support/shared-dev-server.ts';

/**
 * The web console driven by a real Chromium (Debian's `chromium` package through puppeteer-core, which never downloads
 * a browser) against `wrangler dev`. Screenshots of every page go to test-artifacts/console/ (git-ignored; CI keeps
 * them as artifacts, see docs/console.md).
 */
/*
 * The callbacks passed to page.evaluate/$eval run inside Chromium (puppeteer serialises them); the project compiles
 * against the Workers runtime types, not the DOM, so these module-local declarations describe the little of the DOM
 * those callbacks touch.
 */
interface PageElement {
  textContent: string | null;
  innerText: string;
  innerHTML: string;
  className: string;
  outerHTML: string;
  value: string;
  checked: boolean;
  labels?: { length: number } | null;
  style: { width: string };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): PageElement | null;
  remove(): void;
}
declare const document: {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): { length: number };
  documentElement: { scrollWidth: number };
  activeElement: { id: string } | null;
};
declare const location: { hash: string };
declare const window: { innerWidth: number };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.log(`console browser test skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);

const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'console');
const PASSWORD = 'a long enough console password';
const SALES_CSV = 'region,product,price,units\nEU,widget,12.5,3\nEU,gadget,20,1\nUS,widget,11,7\nUS,gadget,19.5,2\nAPAC,widget,13,4\n';

let server: ApiServer | undefined;
/** Receives the webhook deliveries of the console's webhooks page (a private target, admitted for this test run). */
let receiver: Server | undefined;
const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
let receiverUrl = '';
let browser: Browser;
let page: Page;
/** Scratch files (CSV upload, browser profile, downloads); created by beforeAll. */
const work = join(tmpdir(), `verdict-console-${process.pid}-${Date.now()}`);
const requests: Array<{ method: string; url: string }> = [];
const pageErrors: string[] = [];
const orgA = { email: `console.a.${Date.now()}@example.com`, org: `Console Org A ${Date.now()}` };
/** Full API keys shown once by the console, by name. */
const keys = new Map<string, string>();
function keyNamed(name: string): string {
  const key = keys.get(name);
  if (!key) throw new Error(`no key ${name}`);
  return key;
}
/** What org A created, so org B's pages can be searched for it. */
const markers: string[] = [];

const ENGINE_LABELS: Record<string, string> = {
  math: 'Math',
  logic: 'Logic',
  sql: 'SQL',
  code: 'Code',
  fact: 'Fact',
  stats: 'Stats',
  consensus: 'Consensus',
};

/** The dev server's URL; beforeAll starts it. */
function base(): string {
  if (!server) throw new Error('wrangler dev did not start');
  return server.url;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function shot(name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Clicks the first element matching `selector` whose text contains `text`. */
async function click(selector: string, text: string) {
  const handles = await page.$$(selector);
  for (const h of handles) {
    const t = await h.evaluate((node: unknown) => (node as PageElement).textContent ?? '');
    if (t.includes(text)) {
      await h.click();
      return;
    }
  }
  throw new Error(`no ${selector} with text ${text}`);
}

async function open(pageId: string, heading: string) {
  await page.evaluate((id) => {
    location.hash = `#/${id}`;
  }, pageId);
  await page.waitForFunction((h) => document.querySelector('#page-title')?.textContent?.includes(h), {}, heading);
}

async function text(selector = 'main'): Promise<string> {
  return page.$eval(selector, (node: unknown) => (node as PageElement).textContent ?? '');
}

/** Every form control on the page must have an accessible name. */
async function unlabelledControls(): Promise<string[]> {
  return page.$$eval('input:not([type=hidden]), select, textarea', (nodes: unknown[]) =>
    nodes
      .filter((node: unknown) => {
        const c = node as PageElement;
        return !(c.labels?.length || c.getAttribute('aria-label') || c.getAttribute('aria-labelledby'));
      })
      .map((node: unknown) => (node as PageElement).outerHTML.slice(0, 120)),
  );
}

/** Waits until the page shows no loading or checking state (network-idle waits never end after a download). */
async function settle() {
  await page.waitForFunction(
    "!document.querySelector('.loading') && ![...document.querySelectorAll('[data-chain]')].some((c) => c.textContent.includes('checking'))",
    { timeout: 30_000 },
  );
  await sleep(300);
}

async function signUp(email: string, org: string) {
  await page.goto(`${base()}/console`, { waitUntil: 'networkidle0' });
  await click('button', 'Create one');
  await page.type('input[name=email]', email);
  await page.type('input[name=password]', PASSWORD);
  await page.type('input[name=organization_name]', org);
  await click('button[type=submit]', 'Create an account');
  await page.waitForSelector('nav[aria-label="Console pages"]');
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const raw = await res.text();
  return { status: res.status, json: raw.startsWith('{') ? JSON.parse(raw) : undefined, text: raw };
}

async function bearerFor(email: string) {
  const r = await api('POST', '/v1/auth/signin', { email, password: PASSWORD });
  expect(r.status, r.text).toBe(200);
  return { authorization: `Bearer ${r.json.access_token as string}` };
}

/** Runs the example `example` of engine `engine` in the playground and returns the rendered result. */
async function runEngine(engine: string, example: string, opts: { sign?: boolean; csvFile?: string } = {}) {
  await click('fieldset.segmented label', ENGINE_LABELS[engine] ?? engine);
  await click('fieldset.examples button', example);
  if (opts.csvFile) {
    const input = await page.$('#f-csv-file');
    if (!input) throw new Error('no CSV file input');
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(opts.csvFile);
  }
  const signBox = await page.$('input[type=checkbox]');
  const signed = await signBox?.evaluate((node: unknown) => (node as PageElement).checked);
  if (Boolean(signed) !== Boolean(opts.sign)) await signBox?.click();
  await page.evaluate(() => document.querySelector('article.result')?.setAttribute('data-stale', '1'));
  await click('button[type=submit]', 'Run');
  const selector = `article.result[data-engine=${engine}]:not([data-stale])`;
  await page.waitForSelector(selector, { timeout: 60_000 });
  return page.$eval(selector, (node: unknown) => ({
    word: (node as PageElement).querySelector('.badge')?.textContent ?? '',
    tone: (node as PageElement).querySelector('.badge')?.className ?? '',
    text: (node as PageElement).textContent ?? '',
    html: (node as PageElement).innerHTML,
  }));
}

describe.skipIf(!haveChromium)(
  'web console in Chromium',
  () => {
    beforeAll(async () => {
      rmSync(ARTIFACTS, { recursive: true, force: true });
      mkdirSync(ARTIFACTS, { recursive: true });
      mkdirSync(work, { recursive: true });
      writeFileSync(join(work, 'sales.csv'), SALES_CSV);
      receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (d) => (body += d));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
      const address = receiver.address();
      receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/verdict-hook`;
      // Webhook targets on this machine are private addresses, refused unless this development variable admits them.
      server = await apiServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '1,1,1' });
      browser = await puppeteer.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          `--user-data-dir=${join(work, 'profile')}`,
        ],
      });
      page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      page.on('request', (r: HTTPRequest) => requests.push({ method: r.method(), url: r.url() }));
      page.on('pageerror', (e) => pageErrors.push(String(e)));
      page.on('console', (m) => {
        // CSP violations are reported on the console; none may happen.
        if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) pageErrors.push(m.text());
      });
      const cdp = await page.createCDPSession();
      await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: join(work, 'downloads') });
    }, 180_000);

    // A failing step leaves a picture of the page beside the others, for CI.
    afterEach(async (ctx) => {
      if (ctx.task.result?.state === 'fail') await shot(`failed-${ctx.task.name.replace(/\W+/g, '-').slice(0, 60)}`).catch(() => undefined);
    });

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
      receiver?.close();
      rmSync(work, { recursive: true, force: true });
    });

    it('serves one HTML page with a strict Content-Security-Policy and the built assets', async () => {
      const res = await fetch(`${base()}/console`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const html = await res.text();
      expect(html).not.toMatch(/https?:\/\//);
      const js = await fetch(`${base()}/console/assets/console.js`);
      expect(js.status).toBe(200);
      expect((await fetch(`${base()}/console/`, { redirect: 'manual' })).status).toBe(308);
    });

    it('signs up and lands on the overview', async () => {
      await page.goto(`${base()}/console`, { waitUntil: 'networkidle0' });
      expect(await unlabelledControls()).toEqual([]);
      await shot('signin');
      await signUp(orgA.email, orgA.org);
      await page.waitForSelector('dl.tiles');
      expect(await text()).toContain(orgA.org);
      markers.push(orgA.org, orgA.email);
    });

    it('keeps the session across a reload, on the same page; the skip link moves to that page’s content', async () => {
      await open('keys', 'API keys');
      await page.reload({ waitUntil: 'networkidle0' });
      await page.waitForFunction(() => document.querySelector('#page-title')?.textContent?.includes('API keys'));
      expect(await text('header')).toContain(orgA.email);
      // The skip link is the first focusable element of the page; activated from the keyboard it focuses the content
      // and leaves the page where it is (it used to follow #main, which the fragment router read as the Overview).
      expect(await page.evaluate(() => document.querySelector('a[href], button, input, select, textarea')?.className)).toBe('skip');
      await page.focus('.skip');
      expect(await page.evaluate(() => document.querySelector('.skip:focus')?.textContent ?? '')).toContain('Skip to content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      expect(await page.evaluate(() => location.hash)).toBe('#/keys');
      expect(await text('#page-title')).toBe('API keys');
    });

    it('creates API keys with scopes and an IP allowlist, shows each once, revokes one and rotates one', async () => {
      await open('keys', 'API keys');
      expect(await unlabelledControls()).toEqual([]);
      for (const name of ['console agents key', 'console key to revoke', 'console key to rotate']) {
        await page.type('input[name=name]', name);
        if (name.includes('revoke')) await page.type('textarea[name=ip_allowlist]', '203.0.113.7, 10.0.0.0/8');
        if (name.includes('rotate')) {
          await page.click('input[name="scope:agent:write"]');
          await page.click('input[name="scope:attestation:read"]');
        }
        await click('button[type=submit]', 'Create key');
        await page.waitForFunction((n) => document.querySelector('.shown-once h2')?.textContent?.includes(n), {}, name);
        const key = await page.$eval('[data-testid=new-key]', (node: unknown) => (node as PageElement).textContent ?? '');
        expect(key).toMatch(/^svc_live_/);
        keys.set(name, key);
        markers.push(name);
        if (name === 'console agents key') await click('.shown-once button', 'Use for the Agents page');
      }
      await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-key-id]').length === 3);
      const table = await text('tbody');
      expect(table).toContain('203.0.113.7, 10.0.0.0/8');
      expect(table).toMatch(/console key to rotate.*verify:read(?!, agent)/s);
      await shot('keys');

      await page.click('button[aria-label="Revoke console key to revoke"]');
      await click('button.danger', 'Yes, revoke');
      await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-key-id]').length === 2);
      expect(await text('tbody')).not.toContain('console key to revoke');
      expect(await text()).not.toContain(keyNamed('console key to revoke'));
      expect((await api('GET', '/v1/logs', undefined, { 'x-api-key': keyNamed('console key to revoke') })).status).toBe(401);

      await page.click('button[aria-label="Rotate console key to rotate"]');
      await click('button.danger', 'Yes, rotate');
      await page.waitForFunction(() => document.querySelector('.shown-once h2')?.textContent?.includes('rotated'));
      const rotated = await page.$eval('[data-testid=new-key]', (node: unknown) => (node as PageElement).textContent ?? '');
      expect(rotated).not.toBe(keyNamed('console key to rotate'));
      expect((await api('GET', '/v1/logs', undefined, { 'x-api-key': keyNamed('console key to rotate') })).status).toBe(401);
      expect((await api('GET', '/v1/logs', undefined, { 'x-api-key': rotated })).status).toBe(200);
      await page.waitForFunction(() => document.querySelectorAll('tbody tr[data-key-id]').length === 2);
      await shot('keys-rotated');
    });

    it('runs one claim per engine in the playground and renders its evidence', async () => {
      await open('playground', 'Playground');
      expect(await unlabelledControls()).toEqual([]);

      // The engine picker is a native radio group: arrow keys move between engines.
      await page.focus('input[name=engine][value=math]');
      await page.keyboard.press('ArrowRight');
      expect(await page.$eval('input[name=engine]:checked', (node: unknown) => (node as PageElement).value)).toBe('logic');
      expect(await text('form')).toContain('Constraints');

      const math = await runEngine('math', 'Identity that fails');
      expect(math.tone).toContain('tone-fail');
      expect(math.text).toMatch(/Counterexample/);
      expect(math.html).toContain('<table class="pairs">');
      await shot('playground-math');

      const logic = await runEngine('logic', 'Satisfiable schedule');
      expect(logic.word).toBe('SAT');
      expect(logic.text).toMatch(/Model/);
      expect(logic.text).toMatch(/start/);
      await shot('playground-logic');

      const sql = await runEngine('sql', 'Misspelt column');
      expect(sql.tone).toContain('tone-fail');
      expect(sql.html).toContain('class="issues"');
      expect(sql.text).toContain('nmae');
      await shot('playground-sql');

      const code = await runEngine('code', 'Python with injection');
      expect(code.tone).toContain('tone-fail');
      expect((code.html.match(/class="flagged/g) ?? []).length).toBeGreaterThanOrEqual(2);
      await shot('playground-code');

      const fact = await runEngine('fact', 'Refuted date');
      expect(fact.word).toBe('REFUTED');
      expect(fact.html).toMatch(/<mark>[^<]*1889[^<]*<\/mark>/);
      await shot('playground-fact');

      const stats = await runEngine('stats', 'Mean price in EU', { csvFile: join(work, 'sales.csv') });
      expect(stats.tone).toContain('tone-pass');
      expect(stats.text).toContain('16.25');
      expect(stats.text).toMatch(/program/i);
      await shot('playground-stats');

      const consensus = await runEngine('consensus', 'Arithmetic, 3+ engines');
      expect(consensus.tone).toContain('tone-pass');
      expect(consensus.text).toContain('20');
      expect((consensus.html.match(/<tr>/g) ?? []).length).toBeGreaterThanOrEqual(4);
      await shot('playground-consensus');
    });

    it('signs a result and checks the attestation in the browser, then sees its revocation', async () => {
      await open('playground', 'Playground');
      const signed = await runEngine('math', 'Identity that holds', { sign: true });
      expect(signed.tone).toContain('tone-pass');
      expect(signed.text).toContain('Verify offline');
      expect(signed.text).toContain('--registry issuers.json --revocations revocations.json');
      expect(signed.text).toContain('service-attestation+jwt');
      await shot('playground-signed');

      await click('button', 'Check it in the browser');
      await page.waitForSelector('article.result[data-status]', { timeout: 30_000 });
      expect(await page.$eval('article.result', (node: unknown) => (node as PageElement).getAttribute('data-status'))).toBe('valid');
      const checked = await text('article.result');
      expect(checked).toMatch(/valid ES256 signature/);
      expect(checked).toMatch(/not revoked/);
      expect(checked).toMatch(/did:svc:node:/);
      await shot('checker-valid');

      // Revoke it through the API; the browser check (against /registry/revocations.json) must now refuse it.
      const jwt = await page.$eval('textarea', (node: unknown) => (node as PageElement).value);
      const jti = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()).jti as string;
      const revoke = await api('POST', `/v1/attestation/${jti}/revoke`, { reason: 'console test' }, await bearerFor(orgA.email));
      expect(revoke.status, revoke.text).toBe(200);
      await click('button[type=submit]', 'Check');
      await page.waitForFunction(() => document.querySelector('article.result')?.getAttribute('data-status') === 'revoked', {
        timeout: 30_000,
      });
      expect(await text('article.result')).toContain('ATT-006');
      await shot('checker-revoked');

      // Garbage is refused with ATT-001, decoded as far as possible.
      await page.$eval('textarea', (node: unknown) => {
        (node as PageElement).value = '';
      });
      await page.type('textarea', 'not.an.attestation');
      await click('button[type=submit]', 'Check');
      await page.waitForFunction(() => document.querySelector('article.result')?.textContent?.includes('ATT-001'), { timeout: 30_000 });
    });

    it('explains a 429 and a 503 and says what to do', async () => {
      await open('playground', 'Playground');
      await page.setRequestInterception(true);
      const answer =
        (status: number, code: string, extra: Record<string, string> = {}) =>
        (r: HTTPRequest) => {
          if (r.isInterceptResolutionHandled()) return;
          if (r.method() === 'POST' && r.url().includes('/v1/verify/')) {
            void r.respond({
              status,
              headers: { 'content-type': 'application/problem+json', ...extra },
              body: JSON.stringify({
                type: `urn:verdict:problem:${code.toLowerCase()}`,
                title: status === 429 ? 'Too Many Requests' : 'Service Unavailable',
                status,
                code,
                detail: status === 429 ? 'Rate limit exceeded.' : 'The code sandbox is unavailable.',
                request_id: 'req-1',
              }),
            });
          } else void r.continue();
        };
      let handler = answer(429, 'RATE_LIMITED', { 'retry-after': '7' });
      page.on('request', handler);
      await click('button[type=submit]', 'Run');
      await page.waitForSelector('.problem');
      expect(await text('.problem')).toContain('wait 7 seconds');
      await shot('error-429');
      page.off('request', handler);
      handler = answer(503, 'SANDBOX_UNAVAILABLE');
      page.on('request', handler);
      await page.evaluate(() => document.querySelector('.problem')?.remove());
      await click('button[type=submit]', 'Run');
      await page.waitForSelector('.problem');
      expect(await text('.problem')).toMatch(/unavailable.*try again/is);
      page.off('request', handler);
      await page.setRequestInterception(false);
    });

    it('shows the verifications and the audit trail with each entry’s chain status, and exports CSV', async () => {
      // More than one page of audit entries (25 a page), from an API key of the same organization.
      const key = { 'x-api-key': keyNamed('console agents key') };
      for (let i = 0; i < 12; i++) expect((await api('POST', '/v1/verify/math', { expression: '1234567+7654321' }, key)).status).toBe(200);
      markers.push('1234567+7654321');
      await open('activity', 'Activity');
      await page.waitForSelector('[data-testid=logs-table]');
      const logs = await text('[data-testid=logs-table]');
      for (const domain of ['MATH', 'LOGIC', 'SQL', 'CODE', 'FACT', 'STATS', 'CONSENSUS']) expect(logs).toContain(domain);
      await page.waitForSelector('[data-testid=audit-table]');
      const chainsChecked = "![...document.querySelectorAll('[data-chain]')].some((cell) => cell.textContent.includes('checking'))";
      await page.waitForFunction(chainsChecked, { timeout: 30_000 });
      const audit = await text('[data-testid=audit-table]');
      expect(audit).toContain('verification.math');
      expect(audit).toContain('chain ok');
      expect(audit).not.toContain('BROKEN');
      expect(await unlabelledControls()).toEqual([]);
      await shot('activity');

      // Filter by outcome through the API's own parameter, then page to older entries.
      await page.select('[aria-labelledby=audit-title] select', 'blocked');
      await page.waitForFunction(() =>
        document.querySelector('[aria-labelledby=audit-title]')?.textContent?.includes('No audit entries here'),
      );
      await page.select('[aria-labelledby=audit-title] select', '');
      await page.waitForSelector('[data-testid=audit-table]');
      await page.waitForFunction(chainsChecked, { timeout: 30_000 });
      // Walk every page back to the first entry: each entry's chain checks out, and the key revocation is there.
      let all = '';
      let pages = 1;
      for (;;) {
        all += await text('[data-testid=audit-table]');
        const older = await page.$('nav[aria-label="Audit pages"] button:last-child:not([disabled])');
        if (!older) break;
        await older.click();
        pages++;
        await page.waitForFunction(
          (p) => document.querySelector('nav[aria-label="Audit pages"]')?.textContent?.includes(`Page ${p}`),
          {},
          pages,
        );
        await page.waitForSelector('[data-testid=audit-table]');
        await page.waitForFunction(chainsChecked, { timeout: 30_000 });
      }
      expect(pages).toBeGreaterThanOrEqual(2);
      for (const action of ['api_key.create', 'api_key.revoke', 'attestation.issue', 'verification.stats']) expect(all).toContain(action);
      expect(all).not.toContain('BROKEN');

      await click('button', 'Export CSV');
      const downloads = join(work, 'downloads');
      for (let i = 0; i < 50 && !(existsSync(downloads) && readdirSync(downloads).some((f) => f.endsWith('.csv'))); i++) await sleep(200);
      const csv = readdirSync(downloads).find((f) => f.endsWith('.csv'));
      expect(csv).toBeDefined();
      expect(readFileSync(join(downloads, csv ?? ''), 'utf8')).toContain('verification.math');
    });

    it('shows agents with a budget bar for today’s spend and their recent decisions', async () => {
      const key = { 'x-api-key': keyNamed('console agents key') };
      const agent = await api('POST', '/v1/agents/register', { name: 'console-bot', max_cost_per_day: 0.05 }, key);
      expect(agent.status, agent.text).toBe(201);
      const token = { 'x-agent-token': agent.json.agent_token as string };
      const id = agent.json.agent_id as number;
      for (const step of [1, 2]) {
        const r = await api(
          'POST',
          `/v1/agents/${id}/verify`,
          { query: `${step}+${step}`, engine: 'math', context: { conversation_id: 'c1', step_number: step } },
          token,
        );
        expect(r.status, r.text).toBe(200);
      }
      const replay = await api(
        'POST',
        `/v1/agents/${id}/verify`,
        { query: '9+9', engine: 'math', context: { conversation_id: 'c1', step_number: 2 } },
        token,
      );
      expect(replay.status).toBe(409);
      const tool = await api('POST', `/v1/agents/${id}/tools/sql_query`, { tool_params: { query: 'DROP TABLE users' } }, token);
      expect(tool.json.decision).toBe('deny');
      markers.push('console-bot');

      await open('agents', 'Agents');
      await page.waitForSelector(`[data-agent-id="${id}"] table`);
      const card = await text(`[data-agent-id="${id}"]`);
      expect(card).toContain('$0.02 of $0.05');
      expect(card).toContain('deny');
      expect(card).toContain('agent.tool_call');
      expect(card).toContain('SVC-AGENT-LOOP-002');
      const width = await page.$eval(`[data-agent-id="${id}"] .bar > span`, (node: unknown) => (node as PageElement).style.width);
      expect(Number.parseFloat(width)).toBe(40);
      await shot('agents');
    });

    it('adds a webhook endpoint (secret shown once), lists it, sends a test event and shows its delivery', async () => {
      await open('webhooks', 'Webhooks');
      expect(await unlabelledControls()).toEqual([]);
      await page.type('input[name=url]', receiverUrl);
      await page.type('input[name=description]', 'console hook');
      await click('button[type=submit]', 'Add endpoint');
      await page.waitForSelector('[data-testid=webhook-secret]');
      expect(await text('[data-testid=webhook-secret]')).toMatch(/^whsec_/);
      await page.waitForSelector('[data-webhook-id]');
      const row = await text('[data-webhook-id]');
      expect(row).toContain(receiverUrl);
      expect(row).toContain('batch.completed');
      markers.push(receiverUrl, 'console hook');
      await click('[data-webhook-id] button', 'Send test event');
      await page.waitForSelector('[data-delivery-id]');
      expect(await text('[data-delivery-id]')).toContain('webhook.test');
      // The queue consumer delivers within a second or two; Refresh follows it to the receiver's 204.
      for (let i = 0; i < 30 && !(await text('[data-delivery-id]')).includes('succeeded'); i++) {
        await sleep(1000);
        await click('section[aria-labelledby=deliveries-title] button', 'Refresh');
        await settle();
      }
      expect(await text('[data-delivery-id]')).toContain('succeeded');
      expect(await text('[data-delivery-id]')).toContain('HTTP 204');
      const delivered = received.find((r) => r.body.includes('webhook.test'));
      expect(delivered?.headers['webhook-signature']).toMatch(/^v1,/);
      await shot('webhooks');
    });

    it('charts the organization’s verifications over time', async () => {
      await open('overview', 'Overview');
      await page.waitForSelector('figure.chart svg rect');
      expect(await page.$$eval('figure.chart svg rect', (rects: unknown[]) => rects.length)).toBeGreaterThan(0);
      const legend = await text('figure.chart .legend');
      expect(legend).toMatch(/verified \(\d+\)/);
      expect(legend).toMatch(/failed \(\d+\)/);
      await page.select('[aria-labelledby=chart-title] select:nth-of-type(1)', 'hour');
      const selects = await page.$$('[aria-labelledby=chart-title] select');
      await selects[1]?.select('engine');
      await page.waitForFunction(() => document.querySelector('figure.chart .legend')?.textContent?.includes('stats'));
      await shot('overview');
    });

    it('fits a phone screen without horizontal scrolling', async () => {
      await page.setViewport({ width: 390, height: 844 });
      for (const [id, heading] of [
        ['playground', 'Playground'],
        ['keys', 'API keys'],
        ['activity', 'Activity'],
      ] as const) {
        await open(id, heading);
        await sleep(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, id).toBeLessThanOrEqual(0);
      }
      await open('playground', 'Playground');
      await shot('playground-mobile');
      await page.setViewport({ width: 1280, height: 900 });
    });

    it('shows another organization none of this data', async () => {
      await click('header button', 'Sign out');
      await page.waitForSelector('form[aria-labelledby=signin-title]');
      const orgB = { email: `console.b.${Date.now()}@example.com`, org: `Console Org B ${Date.now()}` };
      await signUp(orgB.email, orgB.org);
      const tokenA = await bearerFor(orgA.email);
      const auditA = await api('GET', '/v1/audit/logs?limit=200', undefined, tokenA);
      const idsA = new Set((auditA.json.entries as Array<{ id: string }>).map((e) => e.id));
      expect(idsA.size).toBeGreaterThan(10);

      await open('keys', 'API keys');
      await page.type('input[name=name]', 'org b key');
      await click('button[type=submit]', 'Create key');
      await page.waitForSelector('[data-testid=new-key]');
      await click('.shown-once button', 'Use for the Agents page');

      const pages = [
        ['overview', 'Overview'],
        ['playground', 'Playground'],
        ['keys', 'API keys'],
        ['activity', 'Activity'],
        ['agents', 'Agents'],
        ['webhooks', 'Webhooks'],
        ['checker', 'Attestation checker'],
      ] as const;
      for (const [id, heading] of pages) {
        await open(id, heading);
        await settle();
        const body = await text('body');
        for (const m of markers) expect(body, `${id} shows "${m}" of org A`).not.toContain(m);
        const auditIds = await page.$$eval('[data-audit-id]', (rows: unknown[]) =>
          rows.map((r) => (r as PageElement).getAttribute('data-audit-id')),
        );
        for (const a of auditIds) expect(idsA.has(a ?? '')).toBe(false);
        await shot(`org-b-${id}`);
      }
      // The organization id in the overview is the signed-in one; another organization's metrics are refused by the API.
      const orgAId = (await api('GET', '/v1/auth/me', undefined, tokenA)).json.organization.id as string;
      const tokenB = await bearerFor(orgB.email);
      expect((await api('GET', `/v1/metrics/${orgAId}`, undefined, tokenB)).status).toBe(403);
    });

    it('reports a wrong password as a failed sign-in, not an ended session; signing out forgets the kept session', async () => {
      await click('header button', 'Sign out');
      await page.waitForSelector('form[aria-labelledby=signin-title]');
      await page.type('input[name=email]', orgA.email);
      await page.type('input[name=password]', 'not the right password');
      await click('button[type=submit]', 'Sign in');
      await page.waitForSelector('.problem');
      const problem = await text('.problem');
      expect(problem).toContain('Sign-in failed');
      expect(problem).toContain('The email or the password is not right');
      expect(problem).not.toMatch(/session (has )?ended/i);
      await shot('signin-wrong-password');
      // The right password signs in; the session survives a reload; signing out, then reloading, shows the sign-in form.
      await page.$eval('input[name=password]', (node: unknown) => {
        (node as PageElement).value = '';
      });
      await page.type('input[name=password]', PASSWORD);
      await click('button[type=submit]', 'Sign in');
      await page.waitForSelector('nav[aria-label="Console pages"]');
      await page.reload({ waitUntil: 'networkidle0' });
      await page.waitForSelector('nav[aria-label="Console pages"]');
      await click('header button', 'Sign out');
      await page.reload({ waitUntil: 'networkidle0' });
      await page.waitForSelector('form[aria-labelledby=signin-title]');
    });

    it('talked only to documented public routes, with no page error or CSP violation', async () => {
      const doc = (await api('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
      const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => ({ method: method.toUpperCase(), re: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`) })),
      );
      const origin = new URL(base()).origin;
      const undocumented = new Set<string>();
      for (const r of requests) {
        const url = new URL(r.url);
        if (url.origin !== origin) {
          undocumented.add(`${r.method} ${r.url} (other origin)`);
          continue;
        }
        if (url.pathname === '/console' || url.pathname.startsWith('/console/assets/')) continue;
        if (!(url.pathname.startsWith('/v1/') || url.pathname.startsWith('/registry/'))) undocumented.add(`${r.method} ${url.pathname}`);
        else if (!routes.some((route) => route.method === r.method && route.re.test(url.pathname)))
          undocumented.add(`${r.method} ${url.pathname}`);
      }
      expect([...undocumented]).toEqual([]);
      expect(requests.some((r) => r.url.includes('/v1/verify/stats'))).toBe(true);
      expect(requests.some((r) => r.url.includes('/registry/revocations.json'))).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  },
  600_000,
);
