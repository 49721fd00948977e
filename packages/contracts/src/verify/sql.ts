import * as z from 'zod';
import '../openapi-zod.ts';
import { options, result, text } from './common.ts';

export const SqlRequest = z
  .object({
    query: text(20000).openapi({
      description: 'One SQL statement; at most 800 tokens, 32 JOINs and 48 levels of brackets',
      example: 'SELECT name FROM users WHERE id = 1',
    }),
    schema_ddl: text(50_000).openapi({
      description: 'CREATE statements the query runs against; at most 50,000 characters and 2,000 statements',
      example: 'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);',
    }),
    dialect: z.string().min(1).max(20).optional().openapi({
      description: 'sqlite (default), postgresql, mysql, mariadb, bigquery, snowflake, transactsql (and aliases)',
      example: 'postgresql',
    }),
    allow_writes: z.boolean().optional().openapi({
      description: 'Accept statements that write (INSERT, UPDATE, DELETE, DDL); default false: read-only only',
      example: false,
    }),
    options,
  })
  .openapi('SqlRequest');

const SqlIssue = z
  .object({
    code: z.string().openapi({ description: 'Stable issue code, e.g. SYNTAX_ERROR, GROUPING_ERROR, CATALOGUE_READ, NO_ENGINE' }),
    message: z.string(),
    position: z.object({ line: z.number().int(), column: z.number().int() }).optional(),
  })
  .openapi('SqlIssue');

export const SqlResult = result('SqlResult', {
  is_valid: z.boolean().openapi({
    description:
      'True only when a real engine of the dialect (SQLite, PostgreSQL) accepted the query against the schema and every safety rule passed',
  }),
  message: z.string(),
  status: z.enum(['VALID', 'INVALID', 'UNKNOWN']).openapi({
    description: 'UNKNOWN: nothing wrong was found but validity was not established (e.g. a dialect checked by its grammar only)',
  }),
  validation: z.enum(['engine', 'syntax_only']).openapi({ description: 'Whether a real engine of the dialect judged the query' }),
  checks: z.array(z.enum(['safety', 'syntax', 'catalogue', 'engine'])).openapi({ description: 'What was actually checked' }),
  engine: z.string().nullable().openapi({ description: 'The engine that judged the query, e.g. "PostgreSQL 18.6 (PGlite 0.5.16)"' }),
  issues: z.array(SqlIssue),
  dialect: z.string(),
  tables: z.array(z.string()),
  columns: z.array(z.string()),
  statement_type: z.string(),
});
