import { describe, expect, it } from 'vitest';
import { classifyTool, decideToolCall, nameTokens, sqlCategory } from './tools.ts';

const cat = (name: string, params: Record<string, unknown> = {}) => classifyTool(name, params).category;

describe('classifyTool', () => {
  it('splits names', () => {
    expect(nameTokens('runSQLQuery')).toEqual(['run', 'sql', 'query']);
    expect(nameTokens('files.delete-all')).toEqual(['files', 'delete', 'all']);
  });

  it('classifies by name tokens', () => {
    expect(cat('search_documents')).toBe('read');
    expect(cat('list_emails')).toBe('read');
    expect(cat('create_user')).toBe('write');
    expect(cat('delete_file')).toBe('delete');
    expect(cat('execShell')).toBe('execute');
    expect(cat('http_post')).toBe('network');
    expect(cat('send_email')).toBe('network');
    expect(cat('transfer_funds')).toBe('payment');
    expect(cat('get_payment_status')).toBe('read');
    expect(cat('payment_status')).toBe('payment');
    expect(cat('create_invoice')).toBe('payment');
    expect(cat('frobnicate')).toBe('unknown');
  });

  it('lets parameters raise the category', () => {
    expect(cat('get_page', { url: 'https://example.com' })).toBe('network');
    expect(cat('helper_tool', { command: 'ls' })).toBe('unknown');
    expect(cat('list_things', { command: 'rm -rf /' })).toBe('execute');
    expect(cat('search_logs', { query: 'DELETE FROM logs' })).toBe('delete');
    expect(cat('search_logs', { query: 'error 500' })).toBe('read');
  });

  it('lets the SQL decide for database tools', () => {
    expect(cat('run_sql', { query: 'DROP TABLE users', dialect: 'sqlite' })).toBe('delete');
    expect(cat('run_sql', { query: 'SELECT * FROM users' })).toBe('read');
    expect(cat('execute_query', { sql: "UPDATE users SET name = 'x' WHERE id = 1" })).toBe('write');
    expect(cat('run_sql', { query: "SELECT replace(name, 'a', 'b') FROM t WHERE status = 'deleted'" })).toBe('read');
  });

  it('explains and reports whether a network call carries data', () => {
    const post = classifyTool('http_post', { url: 'https://example.com', body: 'x' });
    expect(post.sendsData).toBe(true);
    expect(post.reasons.join(' ')).toMatch(/http/);
    expect(classifyTool('http_get', { url: 'https://example.com' }).sendsData).toBe(false);
  });
});

describe('sqlCategory', () => {
  it('ignores keywords inside strings and comments', () => {
    expect(sqlCategory('SELECT 1 -- DROP TABLE x')).toBe('read');
    expect(sqlCategory("SELECT * FROM t WHERE note = 'insert into x'")).toBe('read');
    expect(sqlCategory('WITH d AS (SELECT 1) DELETE FROM t')).toBe('delete');
    expect(sqlCategory('CREATE TABLE t (a int)')).toBe('write');
    expect(sqlCategory('hello world')).toBeNull();
  });
});

describe('decideToolCall', () => {
  it('denies critical risk for everyone', () => {
    for (const type of ['autonomous', 'semi_autonomous', 'assistant']) expect(decideToolCall('read', 'critical', type)).toBe('deny');
  });
  it('never auto-approves unknown tools', () => {
    for (const type of ['autonomous', 'semi_autonomous', 'assistant'])
      for (const risk of ['low', 'medium', 'high'] as const) expect(decideToolCall('unknown', risk, type)).toBe('require_approval');
  });
  it('follows the table', () => {
    expect(decideToolCall('read', 'low', 'autonomous')).toBe('allow');
    expect(decideToolCall('write', 'medium', 'autonomous')).toBe('allow');
    expect(decideToolCall('write', 'high', 'autonomous')).toBe('require_approval');
    expect(decideToolCall('delete', 'low', 'autonomous')).toBe('require_approval');
    expect(decideToolCall('payment', 'high', 'semi_autonomous')).toBe('require_approval');
    expect(decideToolCall('network', 'medium', 'semi_autonomous')).toBe('require_approval');
    expect(decideToolCall('network', 'medium', 'semi_autonomous', { networkSendsData: false })).toBe('allow');
    expect(decideToolCall('network', 'medium', 'autonomous')).toBe('allow');
    expect(decideToolCall('execute', 'low', 'semi_autonomous')).toBe('require_approval');
    expect(decideToolCall('read', 'medium', 'assistant')).toBe('allow');
    expect(decideToolCall('read', 'high', 'assistant')).toBe('require_approval');
    expect(decideToolCall('write', 'low', 'assistant')).toBe('require_approval');
    expect(decideToolCall('write', 'low', 'mystery')).toBe('require_approval');
  });
});
