/**
 * Rounding instructions at the end of a question ("…, rounded to the nearest whole number", "to the nearest cent",
 * "rounded to 2 decimal places"), shared by the one-line and word-problem grammars. Rounding is half away from zero
 * (the math engine's `round`).
 */

export interface RoundingInstruction {
  /** The phrase without the instruction. */
  phrase: string;
  /** Round to a multiple of 1/scale: '1' (whole number), '100' (cents), '1/10' (tens). */
  scale: string;
}

const NEAREST =
  /^(.+?),?\s+(?:(?:when|if)\s+)?(?:rounded|round(?:ing)?\s+it|correct)?\s*(?:to|off\s+to)\s+(?:the\s+)?nearest\s+(whole\s+number|integer|whole|one|unit|ten|tens|hundred|hundreds|tenth|hundredth|thousandth|cent|penny|dollar|euro)$/;
const PLACES = /^(.+?),?\s+(?:rounded|correct)\s+to\s+(\d)\s+decimal\s+places?$/;

export function roundingInstruction(phrase: string): RoundingInstruction | null {
  const m = NEAREST.exec(phrase) ?? PLACES.exec(phrase);
  if (!m?.[1] || !m[2]) return null;
  const unit = m[2];
  let scale = '1';
  if (/^\d$/.test(unit)) scale = `${10 ** Number(unit)}`;
  else if (unit === 'tenth') scale = '10';
  else if (/^(?:hundredth|cent|penny)$/.test(unit)) scale = '100';
  else if (unit === 'thousandth') scale = '1000';
  else if (/^tens?$/.test(unit)) scale = '1/10';
  else if (/^hundreds?$/.test(unit)) scale = '1/100';
  return { phrase: m[1], scale };
}

/** The expression text rounded as instructed. */
export function roundExpression(e: string, scale: string): string {
  if (scale === '1') return `round(${e})`;
  const s = scale.includes('/') ? `(${scale})` : scale;
  return `round((${e})*${s})/${s}`;
}
