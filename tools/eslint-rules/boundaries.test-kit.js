// Runs ordna/boundaries under vitest, on made-up file names: the rule reads paths only.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { boundaries } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** A checkout somewhere on disk; the rule finds it from the apps/ or packages/ segment. */
export const repo = '/home/someone/ordna';
export const server = `${repo}/apps/server/src`;
export const web = `${repo}/apps/web/src`;
export const contract = `${repo}/packages/contract/src`;

/**
 * @typedef {{ filename: string, code: string }} Allowed
 * @typedef {Allowed & ({ messageId: string } | { message: string })} Refused
 */

/**
 * Imports one file may make: a case for each line of code.
 * @param {string} filename
 * @param {string[]} codes
 * @returns {Allowed[]}
 */
export function allowedIn(filename, ...codes) {
  return codes.map((code) => ({ filename, code }));
}

/**
 * @param {string} name
 * @param {{ valid: Allowed[], invalid: Refused[] }} cases
 */
export function checkBoundaries(name, { valid, invalid }) {
  tester.run(name, boundaries, {
    valid,
    invalid: invalid.map((refused) => ({
      filename: refused.filename,
      code: refused.code,
      errors: ['message' in refused ? { message: refused.message } : { messageId: refused.messageId }],
    })),
  });
}
