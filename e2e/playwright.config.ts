import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
// A fresh database for every run, so journeys never see an earlier run's people.
const database = path.join(os.tmpdir(), `ordna-e2e-${process.pid}-${Date.now()}.db`);

export default defineConfig({
  testDir: './tests',
  // Waits hold on a busy machine (#20): with other suites beside them at a load of 40 on two cores, a
  // page took over 10 s to show what a quiet one shows at once. A waiting assertion passes as soon as
  // it holds, so these bounds cost time only when a journey fails; live updates keep their own 1–2 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Each new context would install the service worker and precache the whole app (some 2.8 MB,
    // 365 files) while the journey runs, competing with it on a small machine (a live update then
    // came after 2 s). The offline journeys (offline-*.spec.ts) allow the worker, as a person has it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The kitchen is used standing at the counter: its journeys run on a phone too (#21). Only
    // these, so the whole run stays short; the shell's own phone journey is shell-phone.spec.ts.
    {
      name: 'phone',
      testMatch: /(shopping|shopping-typing|recipes|recipe-pictures|drinks)\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      LOGIN_RATE_LIMIT: '1000',
      // Every answer the journeys get is checked against its route's schema (docs/architecture.md, "Answers").
      VALIDATE_ANSWERS: 'true',
      // The recipes journey imports from a fixture server of its own on loopback.
      RECIPE_IMPORT_ALLOW: '127.0.0.1/32',
    },
  },
});
