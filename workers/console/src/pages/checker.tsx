import { useEffect, useState } from 'preact/hooks';
import { type AttestationCheck, checkAttestation, fetchRegistryDocs, offlineCommand, REGISTRY_PATH, REVOCATIONS_PATH } from '../attest.ts';
import { takeHandoff } from '../router.tsx';
import { Badge, CopyButton, JsonBlock, ProblemBox } from '../ui.tsx';

const STATUS_TONE = { valid: 'pass', expired: 'unknown', revoked: 'blocked', invalid: 'fail' } as const;

/** Paste an attestation; it is decoded and verified here, in the browser, against the public registry documents. */
export function Checker() {
  const [jwt, setJwt] = useState('');
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<AttestationCheck | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (token: string) => {
    setBusy(true);
    setError(null);
    setCheck(null);
    try {
      setCheck(await checkAttestation(token, await fetchRegistryDocs(), Date.now()));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const handed = takeHandoff();
    if (handed) {
      setJwt(handed);
      void run(handed);
    }
  }, []);

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Attestation checker</h1>
      <form
        class="card stack"
        onSubmit={(e) => {
          e.preventDefault();
          void run(jwt);
        }}
      >
        <p class="muted">
          Checked in your browser with the offline verifier library against <a href={REGISTRY_PATH}>{REGISTRY_PATH}</a> and{' '}
          <a href={REVOCATIONS_PATH}>{REVOCATIONS_PATH}</a>; the API is not asked for the verdict.
        </p>
        <label>
          Attestation (JWT or the contents of a .service-attestation file)
          <textarea rows={5} class="mono" value={jwt} onInput={(e) => setJwt(e.currentTarget.value)} required spellcheck={false} />
        </label>
        <div>
          <button type="submit" class="primary" disabled={busy || jwt.trim() === ''}>
            {busy ? 'Checking…' : 'Check'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error !== null && <ProblemBox error={error} context="The registry could not be read, so nothing was checked" />}
        {check && <CheckResult check={check} jwt={jwt.trim()} />}
      </div>
    </section>
  );
}

function CheckResult({ check, jwt }: { check: AttestationCheck; jwt: string }) {
  const { outcome, decoded, issuer } = check;
  const payload = decoded?.payload ?? {};
  const header = decoded?.header ?? {};
  const exp = typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  const iat = typeof payload.iat === 'number' ? payload.iat * 1000 : null;
  const key = issuer?.public_keys.find((k) => k.kid === header.kid);
  const signatureChecked = outcome.valid || outcome.claims !== undefined;
  return (
    <article class="card stack result" aria-label="Check result" data-status={outcome.status}>
      <h2>
        <Badge word={outcome.status.toUpperCase()} tone={STATUS_TONE[outcome.status]} />{' '}
        {!outcome.valid && <code class="code-tag">{outcome.code}</code>} <span class="small">{outcome.message}</span>
      </h2>
      <dl class="fields wide">
        <dt>Signature</dt>
        <dd>
          {signatureChecked
            ? `valid ${String(header.alg)} signature by ${String(header.kid)}`
            : !outcome.valid && outcome.code === 'ATT-003'
              ? `not valid: ${outcome.message}`
              : 'not checked (an earlier step failed)'}
        </dd>
        <dt>Issuer</dt>
        <dd>
          {issuer ? (
            <>
              {issuer.name} (<code>{issuer.did}</code>) · {issuer.status} · {issuer.certification_level}
              {key ? ` · key ${key.kid.split('#')[1] ?? key.kid}` : ' · signing key not in the registry'}
            </>
          ) : (
            <>
              <code>{String(payload.iss ?? '—')}</code> is not in the registry
            </>
          )}
        </dd>
        <dt>Issued</dt>
        <dd>{iat ? new Date(iat).toISOString() : '—'}</dd>
        <dt>Expires</dt>
        <dd>
          {exp
            ? `${new Date(exp).toISOString()} (${exp < check.checkedAt ? 'expired' : `in ${Math.round((exp - check.checkedAt) / 86_400_000)} days`})`
            : 'no expiry'}
        </dd>
        <dt>Revocation</dt>
        <dd>
          {check.revoked === null
            ? `unknown: the revocation list could not be read (${check.revocationError ?? 'no jti'}), so the attestation is refused`
            : check.revoked
              ? `revoked: ${String(payload.jti)} is on the published list`
              : `not revoked (${String(payload.jti ?? 'no jti')} is not on the published list)`}
        </dd>
        <dt>Result</dt>
        <dd>{outcome.valid ? <JsonBlock value={outcome.result} label="Attested result" /> : '—'}</dd>
      </dl>
      {decoded ? (
        <div class="grid2">
          <div>
            <h3>Header</h3>
            <JsonBlock value={decoded.header} label="Decoded header" />
          </div>
          <div>
            <h3>Claims</h3>
            <JsonBlock value={decoded.payload} label="Decoded claims" />
          </div>
        </div>
      ) : (
        <ProblemBox
          error={new Error('This is not a well-formed attestation: it has no decodable header and claims.')}
          context="Not decodable"
        />
      )}
      {decoded && (
        <p class="small">
          Signature (base64url): <code class="wrap">{decoded.signature}</code>
        </p>
      )}
      <details>
        <summary>Repeat this check offline</summary>
        <pre class="query">{offlineCommand(jwt, location.origin)}</pre>
        <CopyButton text={offlineCommand(jwt, location.origin)} label="Copy command" />
      </details>
    </article>
  );
}
