import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authRefusals } from '../auth/refusals';
import { signupBody } from '../auth';
import { isCodedMessage, refusalCodeOf } from './refusals';
import { refusalCatalogue } from './refusal-catalogue';
import { errorMaps } from './schema-messages.test-kit';

/**
 * Every message a contract schema can raise carries its refusal's code (docs/architecture.md,
 * "One error pattern"): the server reads the code from the issue, never from the text.
 */
const contractSource = new URL('..', import.meta.url);
const sources = readdirSync(contractSource, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !/\.test(-kit)?\.ts$/.test(file),
);

/** Every value every contract module exports, named by file and export. */
async function contractExports(): Promise<[string, unknown][]> {
  const modules = await Promise.all(
    sources.map(
      async (file) => [file, (await import(/* @vite-ignore */ `../${file}`)) as Record<string, unknown>] as const,
    ),
  );
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, value]): [string, unknown] => [`${file} ${name}`, value]),
  );
}

describe('refusal codes by construction', () => {
  it('gives every message of every contract schema its refusal code', async () => {
    const maps = errorMaps(await contractExports());
    expect(maps.length).toBeGreaterThan(300);
    expect(maps.filter(({ error }) => !isCodedMessage(error)).map(({ where }) => where)).toEqual([]);
  });

  it('adds issues in refinements only with their refusal', () => {
    const uncoded = sources.flatMap((file) => {
      const calls = readFileSync(new URL(file, contractSource), 'utf8').split('addIssue(').slice(1);
      return calls.filter((call) => !call.slice(0, call.indexOf(');')).includes('refusalIssue(')).map(() => file);
    });
    expect(uncoded).toEqual([]);
  });

  it('puts the code in the issue and the refusal’s own English text in its message', () => {
    const issues = signupBody.safeParse({ username: 'ab', password: 'short' }).error!.issues;
    expect(issues.map((issue) => [refusalCodeOf(issue), issue.message])).toEqual([
      [authRefusals.usernameTooShort.code, 'Username must be at least 3 characters'],
      [authRefusals.passwordTooShort.code, 'Password must be at least 8 characters'],
    ]);
    const missing = signupBody.safeParse({ password: 42 }).error!.issues;
    expect(missing.map(refusalCodeOf)).toEqual([authRefusals.usernameRequired.code, authRefusals.passwordNotText.code]);
  });

  it('lists every code a schema names in the catalogue, so the web can translate it', async () => {
    const codes = new Set<string>();
    for (const { error } of errorMaps(await contractExports())) {
      for (const input of [undefined, 1]) {
        const issue: { input: unknown; params?: unknown } = { input };
        (error as (issue: unknown) => unknown)(issue);
        const code = refusalCodeOf(issue);
        if (code) codes.add(code);
      }
    }
    expect([...codes].filter((code) => !refusalCatalogue.has(code))).toEqual([]);
  });
});
