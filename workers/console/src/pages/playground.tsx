import { decodeAttestation } from '@verdict/attestation/decode.ts';
import { useState } from 'preact/hooks';
import { callVerification, type VerificationResponse } from '../api.ts';
import { offlineCommand } from '../attest.ts';
import { buildRequest, ENGINES, type EngineDef, type EngineField, initialValues } from '../engines.ts';
import { Evidence } from '../evidence.tsx';
import { openInChecker } from '../router.tsx';
import { useSession } from '../session.tsx';
import { Badge, CopyButton, JsonBlock, ProblemBox } from '../ui.tsx';
import { summarize } from '../verdict.ts';

interface Run {
  engine: EngineDef;
  values: Partial<Record<string, string>>;
  response: VerificationResponse;
}

export function Playground() {
  const { session } = useSession();
  const [engineId, setEngineId] = useState<EngineDef['id']>('math');
  const [allValues, setAllValues] = useState<Record<string, Partial<Record<string, string>>>>(() =>
    Object.fromEntries(ENGINES.map((e) => [e.id, initialValues(e)])),
  );
  const [file, setFile] = useState<File | null>(null);
  const [sign, setSign] = useState(false);
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<unknown>(null);

  const def = ENGINES.find((e) => e.id === engineId) ?? (ENGINES[0] as EngineDef);
  const values = allValues[def.id] ?? {};
  const setValue = (name: string, value: string) => setAllValues({ ...allValues, [def.id]: { ...values, [name]: value } });

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setRun(null);
    try {
      const body = buildRequest(def, values, sign, def.id === 'stats' ? file : null);
      const response = await callVerification(def.path, { token: session.token, ...body });
      setRun({ engine: def, values: { ...values }, response });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Playground</h1>
      <form onSubmit={submit} class="card stack">
        <fieldset class="segmented">
          <legend>Engine</legend>
          {ENGINES.map((e) => (
            <label key={e.id} class={e.id === def.id ? 'on' : undefined}>
              <input type="radio" name="engine" value={e.id} checked={e.id === def.id} onChange={() => setEngineId(e.id)} />
              {e.label}
            </label>
          ))}
        </fieldset>
        <p class="muted">{def.blurb}</p>
        <fieldset class="examples">
          <legend class="small muted">Examples</legend>
          {def.examples.map((ex) => (
            <button
              key={ex.label}
              type="button"
              class="chip"
              onClick={() => {
                setAllValues({ ...allValues, [def.id]: { ...initialValues(def), ...ex.values } });
                setFile(null);
              }}
            >
              {ex.label}
            </button>
          ))}
        </fieldset>
        {def.fields.map((f) => (
          <Field key={`${def.id}.${f.name}`} field={f} values={values} setValue={setValue} file={file} setFile={setFile} />
        ))}
        <label class="inline">
          <input type="checkbox" checked={sign} onChange={(e) => setSign((e.currentTarget as HTMLInputElement).checked)} />
          Sign the result (returns an attestation anyone can check offline)
        </label>
        <div>
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Checking…' : 'Run'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {error !== null && <ProblemBox error={error} />}
        {run && <RunResult run={run} />}
      </div>
    </section>
  );
}

function Field(props: {
  field: EngineField;
  values: Partial<Record<string, string>>;
  setValue(name: string, value: string): void;
  file: File | null;
  setFile(f: File | null): void;
}) {
  const { field, values, setValue } = props;
  const id = `f-${field.name}`;
  const onInput = (e: Event) => setValue(field.name, (e.currentTarget as HTMLInputElement).value);
  const help = field.help ? <span class="small muted">{field.help}</span> : null;
  if (field.kind === 'csv') {
    return (
      <div class="stack tight">
        <label for="f-csv-file">
          {field.label} {help}
        </label>
        <input
          id="f-csv-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => props.setFile((e.currentTarget as HTMLInputElement).files?.[0] ?? null)}
        />
        <label for="f-csv-text" class="small">
          {props.file ? `Using the uploaded file ${props.file.name}; the text below is ignored.` : 'or paste CSV text'}
        </label>
        <textarea id="f-csv-text" rows={5} class="mono" value={values.csv ?? ''} onInput={(e) => setValue('csv', e.currentTarget.value)} />
      </div>
    );
  }
  return (
    <label for={id}>
      {field.label} {help}
      {field.kind === 'textarea' ? (
        <textarea
          id={id}
          rows={field.rows ?? 4}
          class="mono"
          value={values[field.name] ?? ''}
          onInput={onInput}
          required={!field.optional}
        />
      ) : field.kind === 'select' ? (
        <select id={id} value={values[field.name] ?? ''} onChange={onInput}>
          {(field.options ?? []).map((o) => (
            <option key={o} value={o}>
              {o === '' ? '(default)' : o}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <input
          id={id}
          type="number"
          step="any"
          class="mono"
          value={values[field.name] ?? ''}
          onInput={onInput}
          required={!field.optional}
        />
      ) : (
        <input id={id} type="text" class="mono" value={values[field.name] ?? ''} onInput={onInput} required={!field.optional} />
      )}
    </label>
  );
}

function RunResult({ run }: { run: Run }) {
  const { result, httpStatus } = run.response;
  const summary = summarize(result);
  const jwt = typeof result.attestation === 'string' ? result.attestation : null;
  return (
    <article class="card stack result" aria-label="Result" data-engine={run.engine.id}>
      <h2>
        <Badge word={summary.word} tone={summary.tone} />{' '}
        <span class="muted small">
          {run.engine.label} · HTTP {httpStatus}
        </span>
      </h2>
      {summary.message && <p class="message">{summary.message}</p>}
      <Evidence engine={run.engine.id} result={result} values={run.values} />
      {jwt && <AttestationPanel jwt={jwt} />}
      <details>
        <summary>Full response (JSON)</summary>
        <JsonBlock value={result} label="Full response" />
      </details>
    </article>
  );
}

function AttestationPanel({ jwt }: { jwt: string }) {
  let decoded: ReturnType<typeof decodeAttestation> | null = null;
  try {
    decoded = decodeAttestation(jwt);
  } catch {
    decoded = null;
  }
  const command = offlineCommand(jwt, location.origin);
  return (
    <section class="attestation stack" aria-label="Attestation">
      <h3>Attestation</h3>
      {decoded ? (
        <div class="grid2">
          <div>
            <h4>Header</h4>
            <JsonBlock value={decoded.header} label="Attestation header" />
          </div>
          <div>
            <h4>Claims</h4>
            <JsonBlock value={decoded.payload} label="Attestation claims" />
          </div>
        </div>
      ) : (
        <p class="warning">The attestation could not be decoded.</p>
      )}
      <label>
        Attestation (JWT)
        <textarea readOnly rows={3} class="mono" value={jwt} />
      </label>
      <div class="row">
        <CopyButton text={jwt} label="Copy attestation" />
        <button type="button" onClick={() => openInChecker(jwt)}>
          Check it in the browser
        </button>
      </div>
      <h4>Verify offline</h4>
      <p class="small muted">From a checkout of this repository, with nothing but the public registry and revocation list:</p>
      <pre class="query">{command}</pre>
      <CopyButton text={command} label="Copy command" />
    </section>
  );
}
