import type { Rule } from '../types.ts';
import { JS_INJECTION_RULES } from './javascript-injection.ts';
import { JS_WEB_RULES } from './javascript-web.ts';

/** Every JavaScript/TypeScript rule: injection, deserialisation and crypto, then browser/server web sinks and secrets. */
export const JAVASCRIPT_RULES: Rule[] = [...JS_INJECTION_RULES, ...JS_WEB_RULES];
