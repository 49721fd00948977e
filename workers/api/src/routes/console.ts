import { errorResponses } from '@verdict/contracts';
import * as z from 'zod';
import { ApiError } from '../errors.ts';
import { createRouter } from '../lib/openapi.ts';
import { route } from '../lib/route.ts';

/**
 * The web console's page. Its script and stylesheet are static assets built at install time into
 * public/console/assets/ (workers/console/build.mjs); this route serves the one HTML document so that it always carries
 * the security headers. The console holds no credential the server sets and talks only to /v1 and /registry, so it
 * adds no capability beyond the public API.
 */
const SCRIPT = '/console/assets/console.js';
const STYLE = '/console/assets/console.css';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>Verdict console</title>
<link rel="icon" href="/console/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLE}">
<script type="module" src="${SCRIPT}"></script>
</head>
<body>
<noscript><p>The Verdict console needs JavaScript. The API itself is documented at <a href="/docs">/docs</a>.</p></noscript>
<div id="app"></div>
</body>
</html>
`;

/**
 * Same-origin script, style and fetch only: no inline script or style, no framing, no form posts, no plugins. The
 * browser-side attestation check needs nothing more than WebCrypto and the public registry documents.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CONSOLE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cache-control': 'no-cache',
};

const html = { 'text/html': { schema: z.string() } };

const pageRoute = route({
  method: 'get',
  path: '/console',
  operationId: 'getConsole',
  tags: ['Console'],
  summary: 'The web console (HTML page; it uses only the public /v1 API)',
  responses: { 200: { description: 'The console page', content: html }, 503: errorResponses[503] },
});

const slashRoute = route({
  method: 'get',
  path: '/console/',
  operationId: 'redirectConsole',
  tags: ['Console'],
  summary: 'Redirects to /console',
  // A trailing-slash alias, not an operation of the API: left out of the document.
  hide: true,
  responses: { 308: { description: 'Permanent redirect to /console' } },
});

export const consoleRouter = createRouter()
  .openapi(pageRoute, async (c) => {
    // A checkout where the install-time build did not run would show an empty page; say what is wrong instead.
    const asset = await c.env.ASSETS?.fetch(new Request(new URL(SCRIPT, c.req.url), { method: 'HEAD' }));
    if (!asset?.ok)
      throw new ApiError('SERVICE_MISCONFIGURED', 'The console is not built: run the install (or node workers/console/build.mjs).');
    return c.html(PAGE, 200, SECURITY_HEADERS);
  })
  .openapi(slashRoute, (c) => c.redirect('/console', 308));
