import type { Rule } from '../types.ts';
import { PY_CRYPTO_RULES } from './python-crypto.ts';
import { PY_INJECTION_RULES } from './python-injection.ts';
import { PY_WEB_RULES } from './python-web.ts';

/** Every Python rule: injection and deserialisation, cryptography and transport, web frameworks and secrets. */
export const PYTHON_RULES: Rule[] = [...PY_INJECTION_RULES, ...PY_CRYPTO_RULES, ...PY_WEB_RULES];
