import * as z from 'zod';

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

export const BadgeVerifiedQuery = z.object({ verified: booleanFlag(true) });
export const BadgeStatusParam = z.object({ status: z.string().min(1).max(40) });
export const BadgeEngineParam = z.object({
  engine: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const BadgeAttestationParam = z.object({ attestation_id: z.string().min(1).max(100) });
export const BadgeCustomQuery = z.object({
  label: z.string().max(64).default('QWED'),
  message: z.string().max(64).default('verified'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'color must look like #RRGGBB')
    .optional(),
  logo: booleanFlag(true),
});
