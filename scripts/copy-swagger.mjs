// Copies the Swagger UI bundle into the static-assets folder so /docs works offline (no CDN).
import { cpSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const src = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const out = 'public/_static/swagger-ui-dist';
mkdirSync(out, { recursive: true });
for (const file of ['swagger-ui.css', 'swagger-ui-bundle.js']) cpSync(join(src, file), join(out, file));
