/**
 * The TypeScript SDK: verify a claim, get its attestation, check the attestation offline, handle an error.
 *
 *   npm install @verdict/client            (or the packed tarball, see docs/sdk.md)
 *   SERVICE_API_KEY=svc_live_… VERDICT_URL=http://127.0.0.1:8787 node sdk.ts      (Node ≥ 22.18; or npx tsx sdk.ts)
 */
import { fetchIssuerRegistry, VerdictApiError, VerdictClient, verifyAttestationOffline } from '@verdict/client';

const baseUrl = process.env.VERDICT_URL ?? 'http://127.0.0.1:8787';
// The API key is read from SERVICE_API_KEY by default.
const client = new VerdictClient({ baseUrl });

const math = await client.verify.math({ expression: '(x+1)^2 = x^2+2*x+1', options: { include_attestation: true } });
console.log(`math: is_valid=${math.data.is_valid}`);

const sql = await client.verify.sql({
  query: 'SELECT name FROM users WHERE id = 1',
  schema_ddl: 'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);',
});
console.log(`sql: is_valid=${sql.data.is_valid}`);

const stats = await client.verify.stats({ file: 'region,price\nEU,10\nEU,20\nUS,5\n', query: 'mean of price where region = EU' });
console.log(`stats: ${stats.data.status} computed_value=${stats.data.computed_value}`);

// The attestation is checked without asking the service: only the issuer registry is needed.
if (math.attestation === null) throw new Error('no attestation was returned');
const registry = await fetchIssuerRegistry(`${baseUrl}/registry`);
const verdict = await verifyAttestationOffline(math.attestation, { registry });
console.log(`attestation offline: ${verdict.status}`);

try {
  await client.verify.math({ expression: '' });
} catch (error) {
  if (!(error instanceof VerdictApiError)) throw error;
  console.log(`error: ${error.status} ${error.code}`);
}
