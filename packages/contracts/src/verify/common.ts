import * as z from 'zod';
import '../openapi-zod.ts';

/** Options every verification route accepts (spec 4.4). */
export const VerificationOptions = z
  .strictObject({
    include_attestation: z.boolean().optional().openapi({
      description:
        'Sign the verdict: the result carries an ES256 attestation JWT in `attestation`, checkable offline against /registry/issuers.json',
      example: true,
    }),
    attestation_validity_days: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .optional()
      .openapi({ description: 'How long the attestation stays valid, in days (default 365)', example: 30 }),
  })
  .openapi('VerificationOptions', { description: 'Options every verification accepts' });

export const options = VerificationOptions.optional();
export const text = (max: number) => z.string().min(1).max(max);
export const provider = z
  .string()
  .min(1)
  .max(40)
  .optional()
  .openapi({ description: 'Preferred language-model provider: local, openai, anthropic, workers-ai' });

/** Counters of the work one request cost, in the units its caps and budgets are written in (docs per engine). */
export const workCounters = z
  .record(z.string(), z.number())
  .openapi({ description: 'Work counters of this request (units of the engine caps and budgets)', example: { chars: 28 } });

/**
 * A verification result: the engine's fields plus the attestation when one was asked for. Closed
 * (`additionalProperties: false`): every field a route returns is listed, and the contract test holds real responses to it.
 */
export const result = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z
    .strictObject({
      ...shape,
      attestation: z.string().optional().openapi({ description: 'Signed attestation JWT when options.include_attestation is true' }),
    })
    .openapi(name);

/** Verdicts signed as a chain of steps (consensus, natural_language) also list every attestation of the chain. */
export const attestationChain = z.array(z.string()).optional().openapi({
  description: 'When the verdict was signed as a chain of steps: every attestation JWT in order, the last one equal to `attestation`',
});

/** A multipart file part: documented as binary and required (a missing part is refused before any work). */
export const filePart = (description: string) =>
  z
    .custom<Blob>((value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value, { message: 'file part required' })
    .openapi({ type: 'string', format: 'binary', description });

/** In multipart bodies the verification options travel as one JSON text part. */
export const uploadOptions = z
  .string()
  .optional()
  .openapi({ description: 'VerificationOptions as JSON text, e.g. {"include_attestation":true}', example: '{"include_attestation":true}' });
