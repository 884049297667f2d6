import { describe, expect, it } from 'vitest';
import { escapeHtml } from './public-page-html';
import { languageOf } from './public-page-text';

describe('the public pages’ language', () => {
  it('is Swedish when the visitor prefers it to English, and English otherwise', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('sv-SE,sv;q=0.9,en;q=0.8')).toBe('se');
    expect(languageOf('se')).toBe('se');
    expect(languageOf('en-GB,sv;q=0.5')).toBe('en');
    expect(languageOf('de-DE,sv;q=0.7,en;q=0.6')).toBe('se');
    expect(languageOf('en;q=0.4,sv;q=0.9')).toBe('se');
    expect(languageOf('sv;q=0,en')).toBe('en');
    expect(languageOf('fr, de;q=x')).toBe('en');
  });
});

describe('escaping', () => {
  it('leaves no markup of the owner’s text alive', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
});
