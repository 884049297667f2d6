import { describe, expect, it, vi } from 'vitest';

// The contract as the web build sees it (build/schemas-as-types.ts).
vi.mock('zod', () => import('./inert-zod'));

describe('the contract on the inert zod of the web build', () => {
  it('declares every schema and endpoint table without running zod', async () => {
    const modules = import.meta.glob(['../../../packages/contract/src/**/*.ts', '!**/*.test.ts', '!**/*.test-kit.ts']);
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    for (const load of Object.values(modules)) await expect(load()).resolves.toBeDefined();
  });

  it('keeps the values the web reads off schemas and tables', async () => {
    const { timeFilterSchema, timeViewSchema } = await import('@ordna/contract/auth');
    expect(timeFilterSchema.options).toEqual(['day', 'week', 'month', 'total']);
    expect(timeViewSchema.enum.graph).toBe('graph');
    const { authEndpoints } = await import('@ordna/contract/auth/endpoints');
    expect(authEndpoints.logIn).toMatchObject({ method: 'POST', path: '/auth/login', operationId: 'authLogIn' });
  });

  it('keeps what a schema is built from: a literal, an object shape, an extension', async () => {
    const { z } = await import('zod');
    expect(z.literal('en').value).toBe('en');
    const base = z.object({ name: z.string().max(10) }).strict();
    expect(Object.keys(base.extend({ age: z.number() }).shape)).toEqual(['name', 'age']);
    expect(z.coerce.number().int().optional()).toBeDefined();
    // and checks nothing: the server does
    expect(() => z.string().max(2).parse(42)).not.toThrow();
  });
});
