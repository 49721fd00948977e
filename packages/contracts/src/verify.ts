import { z } from '@hono/zod-openapi';

/** Options every verification route accepts (spec 4.4). */
export const VerificationOptions = z
  .strictObject({
    include_attestation: z.boolean().optional(),
    attestation_validity_days: z.number().int().min(1).max(3650).optional(),
  })
  .openapi('VerificationOptions');

const options = VerificationOptions.optional();
const text = (max: number) => z.string().min(1).max(max);
const provider = z
  .string()
  .min(1)
  .max(40)
  .optional()
  .openapi({ description: 'Preferred language-model provider: local, openai, anthropic, workers-ai' });

export const NaturalLanguageRequest = z.object({ query: text(4000), provider, options }).openapi('NaturalLanguageRequest');
export const MathRequest = z
  .object({
    expression: text(2000),
    context: z.object({ domain: z.enum(['real', 'complex']).optional() }).optional(),
    options,
  })
  .openapi('MathRequest');
export const LogicRequest = z.object({ query: text(20000), provider, options }).openapi('LogicRequest');
export const CodeRequest = z
  .object({ code: text(200_000), language: z.string().min(1).max(20).optional(), options })
  .openapi('CodeRequest');
export const SqlRequest = z
  .object({
    query: text(20000),
    schema_ddl: text(100_000),
    dialect: z.string().min(1).max(20).optional(),
    allow_writes: z.boolean().optional(),
    options,
  })
  .openapi('SqlRequest');
export const FactRequest = z.object({ claim: text(2000), context: text(100_000), provider, options }).openapi('FactRequest');
export const ProcessRequest = z
  .object({
    trace: text(100_000),
    mode: z.string().max(20).optional(),
    milestones: z.array(z.string().min(1).max(500)).max(100).optional(),
    options,
  })
  .openapi('ProcessRequest');
/** RAG input is validated by the engine itself so that its spec-mandated 400 rules (string-only max_drm_rate) are exact. */
export const RagRequest = z
  .object({ target_document_id: z.unknown(), chunks: z.unknown(), max_drm_rate: z.unknown().optional(), options })
  .openapi('RagRequest');
export const ConsensusRequest = z
  .object({
    query: text(2000),
    verification_mode: z.string().max(20).optional().openapi({ description: 'single | high | maximum' }),
    min_confidence: z.number().min(0).max(1).optional(),
    options,
  })
  .openapi('ConsensusRequest');

const result = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z
    .looseObject({
      ...shape,
      attestation: z.string().optional().openapi({ description: 'Signed attestation JWT when options.include_attestation is true' }),
    })
    .openapi(name);

export const NaturalLanguageResult = result('NaturalLanguageResult', {
  status: z.enum(['INCONCLUSIVE', 'ERROR', 'NOT_MATH_QUERY', 'BLOCKED']),
  user_query: z.string(),
  provider_used: z.string(),
  latency_ms: z.number(),
});
export const MathResult = result('MathResult', { is_valid: z.boolean() });
export const LogicResult = result('LogicResult', { status: z.enum(['SAT', 'UNSAT', 'BLOCKED', 'ERROR']), provider_used: z.string() });
export const CodeResult = result('CodeResult', {
  is_safe: z.boolean(),
  vulnerabilities: z.array(z.looseObject({ type: z.string(), severity: z.string(), line: z.number().int(), message: z.string() })),
});
export const SqlResult = result('SqlResult', { is_valid: z.boolean(), message: z.string() });
export const FactResult = result('FactResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE']),
  confidence: z.number(),
  reasoning: z.string(),
});
export const ImageResult = result('ImageResult', {
  verdict: z.enum(['SUPPORTED', 'REFUTED', 'INCONCLUSIVE', 'VLM_REQUIRED']),
  confidence: z.number(),
  reasoning: z.string(),
  methods_used: z.array(z.string()),
});
export const StatsResult = result('StatsResult', { status: z.enum(['SUCCESS', 'ERROR', 'BLOCKED']), message: z.string() });
export const ProcessResult = result('ProcessResult', { verified: z.boolean() });
export const RagResult = result('RagResult', { verified: z.boolean() });
export const ConsensusResult = result('ConsensusResult', {
  final_answer: z.string(),
  confidence: z.number(),
  engines_used: z.number().int(),
  agreement_status: z.enum(['UNANIMOUS', 'MAJORITY', 'SPLIT', 'NONE']),
  meets_requirement: z.boolean(),
});

/** In multipart bodies the verification options travel as one JSON text part. */
const uploadOptions = z
  .string()
  .optional()
  .openapi({ description: 'VerificationOptions as JSON text, e.g. {"include_attestation":true}', example: '{"include_attestation":true}' });

export const ImageUpload = z
  .object({
    image: z.any().openapi({ type: 'string', format: 'binary' }),
    claim: z.string().openapi({ example: 'The image is 640x480' }),
    options: uploadOptions,
  })
  .openapi('ImageUpload');
export const StatsUpload = z
  .object({
    file: z.any().openapi({ type: 'string', format: 'binary' }),
    query: z.string().openapi({ example: 'mean of price where region = EU' }),
    options: uploadOptions,
  })
  .openapi('StatsUpload');
