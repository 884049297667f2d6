import { describe, expect, it } from 'vitest';
import { JSON_LD_DEPTH_MAX, mendJson, parseJsonLd } from './lenient-json';

describe('reading JSON-LD as sites write it', () => {
  it('escapes raw newlines, tabs and other control characters inside strings, and only there', () => {
    const text = '{\n\t"name": "Pea\tsoup",\n "step": "Boil.\nServe.\r\n", "bell": "a\u0007b"\n}';
    expect(() => JSON.parse(text)).toThrow();
    expect(parseJsonLd(text)).toEqual({ name: 'Pea\tsoup', step: 'Boil.\nServe.\r\n', bell: 'a\u0007b' });
  });

  it('keeps escapes and quotes inside strings as they are', () => {
    expect(parseJsonLd('{"a": "say \\"hi\\"\n", "b": "back\\\\"}')).toEqual({ a: 'say "hi"\n', b: 'back\\' });
  });

  it('drops a comma before a closing bracket, but not one inside a string', () => {
    expect(parseJsonLd('{"a": [1, 2, ], "b": "x, ]",\n}')).toEqual({ a: [1, 2], b: 'x, ]' });
  });

  it('takes off HTML comment and CDATA wrappers', () => {
    expect(parseJsonLd('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(parseJsonLd('//<![CDATA[\n{"a": 2}\n//]]>')).toEqual({ a: 2 });
  });

  it('does not parse a block nested deeper than the bound, however long', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(mendJson(deep)).toBeNull();
    expect(parseJsonLd(deep)).toBeUndefined();
    const justDeepEnough = '['.repeat(JSON_LD_DEPTH_MAX) + ']'.repeat(JSON_LD_DEPTH_MAX);
    expect(parseJsonLd(justDeepEnough)).toBeDefined();
  });

  it('answers undefined for what is not JSON even when mended', () => {
    expect(parseJsonLd('{"a": 1')).toBeUndefined();
    expect(parseJsonLd('not json')).toBeUndefined();
    expect(parseJsonLd('')).toBeUndefined();
  });
});
