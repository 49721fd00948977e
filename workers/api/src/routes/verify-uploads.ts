import { errorResponses, ImageResult, ImageUpload, StatsResult, StatsUpload } from '@verdict/contracts';
import { readUpload } from '../lib/multipart.ts';
import { asRouteResponse, createRouter } from '../lib/openapi.ts';
import { route, verification } from '../lib/route.ts';
import { MAX_IMAGE_BYTES } from '../services/engines/image.ts';
import { ENGINES } from '../services/engines/index.ts';
import { MAX_CSV_BYTES } from '../services/engines/stats.ts';
import { respondWithVerification } from './verify.ts';

const { 400: e400, 401: e401, 403: e403, 429: e429, 503: e503 } = errorResponses;

const statsRoute = route({
  method: 'post',
  path: '/verify/stats',
  ...verification('verifyStats', ['SANDBOX_UNAVAILABLE']),
  tags: ['Verification'],
  summary: 'Statistics over a CSV file, computed in the secure sandbox',
  request: { body: { content: { 'multipart/form-data': { schema: StatsUpload } }, required: true } },
  responses: {
    200: { description: 'Result', content: { 'application/json': { schema: StatsResult } } },
    400: e400,
    401: e401,
    403: e403,
    413: { description: 'File over 10 MB', content: e400.content },
    429: e429,
    503: e503,
  },
});

const imageRoute = route({
  method: 'post',
  path: '/verify/image',
  ...verification('verifyImage'),
  tags: ['Verification'],
  summary: 'Check a claim about an image (PNG, JPEG, GIF, WebP; up to 10 MB)',
  request: { body: { content: { 'multipart/form-data': { schema: ImageUpload } }, required: true } },
  responses: {
    200: { description: 'Verdict', content: { 'application/json': { schema: ImageResult } } },
    400: e400,
    401: e401,
    413: { description: 'Image over 10 MB', content: e400.content },
    429: e429,
  },
});

export const verifyUploadsRouter = createRouter()
  .openapi(statsRoute, async (c) => {
    const started = performance.now();
    const upload = await readUpload(c, { file: 'file', text: 'query', optional: ['number_format'] }, MAX_CSV_BYTES);
    const input = {
      csv: await upload.file.text(),
      query: upload.text,
      numberFormat: upload.fields.number_format,
      provider: c.req.query('provider'),
    };
    return asRouteResponse(
      statsRoute,
      await respondWithVerification(c, ENGINES.stats, input, { query: upload.text, options: upload.options, latencyStart: started }),
    );
  })
  .openapi(imageRoute, async (c) => {
    const started = performance.now();
    const upload = await readUpload(c, { file: 'image', text: 'claim' }, MAX_IMAGE_BYTES);
    const input = {
      bytes: new Uint8Array(await upload.file.arrayBuffer()),
      claim: upload.text,
      declaredType: upload.file.type || undefined,
    };
    return asRouteResponse(
      imageRoute,
      await respondWithVerification(c, ENGINES.image, input, { query: upload.text, options: upload.options, latencyStart: started }),
    );
  });
