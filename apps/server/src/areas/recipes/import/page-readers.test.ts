import { afterEach, describe, expect, it } from 'vitest';
import { PageReadRefused, PageReaders } from './page-readers';

const worker = (name: string) => new URL(`./fixtures/workers/${name}.worker.mjs`, import.meta.url);
let readers: PageReaders | undefined;
afterEach(async () => {
  await readers?.close();
  readers = undefined;
});

const refusalOf = (read: Promise<unknown>) =>
  read.then(
    () => 'read',
    (error: unknown) => (error instanceof PageReadRefused ? error.reason : String(error)),
  );

describe('reading pages in worker threads', () => {
  it('reads a page in a worker: its recipe, or its title', async () => {
    readers = new PageReaders();
    const html = `<title>Soup</title><script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Tomato soup',
      recipeIngredient: ['1 kg tomatoes'],
    })}</script>`;
    const reading = await readers.read(html, 'https://soup.example/');
    expect(reading).toMatchObject({ found: true, recipe: { name: 'Tomato soup', ingredientLines: ['1 kg tomatoes'] } });
    expect(await readers.read('<title>Just a page</title>', 'https://x.example/')).toEqual({
      found: false,
      title: 'Just a page',
    });
  });

  it('ends a worker that outlasts its time, while the event loop goes on turning', async () => {
    readers = new PageReaders({ workerUrl: worker('endless'), timeoutMs: 400 });
    let turns = 0;
    let reading = true;
    const spin = () => {
      turns += 1;
      if (reading) setImmediate(spin);
    };
    setImmediate(spin);
    const outcome = await refusalOf(readers.read('<p>x</p>', 'https://x.example/'));
    reading = false;
    expect(outcome).toBe('importUnreadable');
    // Had the page been read on this thread, not one turn would have run until it ended.
    expect(turns).toBeGreaterThan(10);
    expect(readers.load).toEqual({ reading: 0, waiting: 0 });
  });

  it('ends a worker that outgrows its heap, and the server goes on', async () => {
    readers = new PageReaders({ workerUrl: worker('greedy'), memoryMb: 32, timeoutMs: 30_000 });
    expect(await refusalOf(readers.read('<p>x</p>', 'https://x.example/'))).toBe('importUnreadable');
  });

  it('reads at most `concurrency` pages at once; the others wait their turn, and past the queue are refused as busy', async () => {
    readers = new PageReaders({ workerUrl: worker('endless'), timeoutMs: 300, concurrency: 1, waitingMax: 1 });
    const first = refusalOf(readers.read('a', 'https://x.example/'));
    const second = refusalOf(readers.read('b', 'https://x.example/'));
    const third = refusalOf(readers.read('c', 'https://x.example/'));
    expect(await third).toBe('importServerBusy');
    expect(readers.load).toEqual({ reading: 1, waiting: 1 });
    expect(await first).toBe('importUnreadable');
    expect(await second).toBe('importUnreadable');
    expect(readers.load).toEqual({ reading: 0, waiting: 0 });
  });

  it('ends what it is reading and refuses the waiting when the server closes', async () => {
    readers = new PageReaders({ workerUrl: worker('endless'), timeoutMs: 60_000, concurrency: 1 });
    const running = refusalOf(readers.read('a', 'https://x.example/'));
    const waiting = refusalOf(readers.read('b', 'https://x.example/'));
    // One turn of the loop: the first read has started its worker.
    await new Promise((resolve) => setImmediate(resolve));
    expect(readers.load).toEqual({ reading: 1, waiting: 1 });
    await readers.close();
    expect(await running).toBe('importUnreadable');
    expect(await waiting).toBe('importServerBusy');
  });
});
