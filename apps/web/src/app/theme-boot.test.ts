import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = readFileSync(path.resolve(__dirname, '../../public/theme-boot.js'), 'utf8');

const attribute = (value: unknown) => JSON.stringify(value).replace(/"/g, '&quot;');

/** Runs public/theme-boot.js in a page whose head holds the given metas; the modulepreloads it adds. */
function boot(metas: string): string[] {
  document.head.innerHTML = `<meta name="theme-color" content="#ffffff">${metas}`;
  // The script is the page's own classic script, run as the browser would run it.
  new Function(script)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href')!,
  );
}

const catalogues = `<meta name="ordna-catalogues" data-default="en" content="${attribute({
  en: ['/assets/catalogue-en.js'],
  se: ['/assets/catalogue-se.js'],
})}">`;
const page = (open: boolean) =>
  `<meta name="ordna-first-page" content="${attribute({ open, files: ['/assets/Page.js', '/assets/Shell.js'] })}">`;

describe('theme-boot.js starts loading the first screen', () => {
  afterEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it("preloads the default language's catalogue and an open page for a signed-out person", () => {
    expect(boot(catalogues + page(true))).toEqual(['/assets/catalogue-en.js', '/assets/Page.js', '/assets/Shell.js']);
  });

  it('leaves a signed-in page alone for a signed-out person, who is sent to sign in', () => {
    expect(boot(catalogues + page(false))).toEqual(['/assets/catalogue-en.js']);
  });

  it("preloads a signed-in person's language and their page", () => {
    localStorage.setItem('ordna.user', JSON.stringify({ preferences: { language: 'se' } }));
    expect(boot(catalogues + page(false))).toEqual(['/assets/catalogue-se.js', '/assets/Page.js', '/assets/Shell.js']);
  });

  it('preloads nothing from a meta it cannot read, and still sets the theme', () => {
    expect(boot('<meta name="ordna-first-page" content="{not json">')).toEqual([]);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toMatch(/^(light|dark)$/);
  });
});

describe('theme-boot.js shows the sign-in screen the build wrote into index.html', () => {
  const marked = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    boot('');
    return document.documentElement.hasAttribute('data-ordna-static-sign-in');
  };

  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-ordna-static-sign-in');
    window.history.replaceState(null, '', '/');
  });

  it('on a cold /login of someone this browser does not keep', () => {
    expect(marked('/login')).toBe(true);
    expect(marked('/LOGIN/')).toBe(true);
  });

  it('not for a signed-in person or one with a saved language: they never see an English sign-in first', () => {
    localStorage.setItem('ordna.user', JSON.stringify({ preferences: { language: 'se' } }));
    expect(marked('/login')).toBe(false);
  });

  it('not on any other page', () => {
    expect(marked('/register')).toBe(false);
    expect(marked('/')).toBe(false);
    expect(marked('/login/elsewhere')).toBe(false);
  });
});
