// Evaluating @hono/zod-openapi adds `.openapi()` to zod's ZodType, at run time and in the types. Every contract module
// imports this file before it builds a schema, so the method exists whatever order a program loads the contracts in.
// The contracts import zod as a namespace (`import * as z from 'zod'`) rather than the `z` object re-exported by
// @hono/zod-openapi: bundlers can then keep only the parts of zod in use (its ~400 KB of locales are dropped).
import '@hono/zod-openapi';
