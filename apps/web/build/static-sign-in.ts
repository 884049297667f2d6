import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** The element that holds the built sign-in screen inside `#root` (React's first commit replaces it). */
export const STATIC_SIGN_IN_ID = 'ordna-static-sign-in';

/**
 * The sign-in screen's HTML put into `#root`: `inert` and hidden from assistive technology, since
 * it only stands for the page until React's first commit replaces it (nothing can be typed into it,
 * so nothing typed is lost). React focuses the username field itself; the copy must not.
 */
export function staticSignInRoot(html: string, rendered: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> for the sign-in screen');
  const screen = rendered.replaceAll(' autofocus=""', '');
  return html.replace(
    root,
    `<div id="root"><div id="${STATIC_SIGN_IN_ID}" inert aria-hidden="true">${screen}</div></div>`,
  );
}

/**
 * A cold /login paints its text only at React's first commit, after the scripts and the catalogue
 * have come and run (bench/README.md, lcp). The build renders the real sign-in page
 * (build/static-sign-in/render.tsx, through Vite so the app's modules load as they do in the app)
 * into index.html, where it paints once the stylesheets and font are in. It shows only where
 * public/theme-boot.js marks the page (a cold /login of someone not signed in); app/global.css
 * hides it everywhere else.
 */
export function staticSignIn(): Plugin {
  let root = '';
  return {
    name: 'ordna-static-sign-in',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // Only the server render's modules load, through Node: nothing for a browser to pre-bundle.
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const module = (await server.ssrLoadModule(path.join(root, 'build/static-sign-in/render.tsx'))) as {
            renderSignIn: () => Promise<string>;
          };
          return staticSignInRoot(html, await module.renderSignIn());
        } finally {
          await server.close();
        }
      },
    },
  };
}
