import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest } from '../../test/session.test-kit';
import { AddStorageItemForm } from './AddStorageItemForm';

afterEach(endTestSession);

/** A server that holds each add until the test answers it, refusing the lines named. */
function slowServer(refused: string[] = []) {
  const waiting: { name: string; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { name: string; quantity?: number; unit?: string };
      return new Promise<Response>((resolve) =>
        waiting.push({
          name: body.name,
          answer: () =>
            resolve(
              refused.includes(body.name)
                ? new Response(JSON.stringify({ status: false, code: 'storage.nameRequired', message: 'No.' }), {
                    status: 400,
                  })
                : new Response(
                    JSON.stringify({
                      status: true,
                      data: {
                        _id: 'i1',
                        storageGroupId: 'g1',
                        name: body.name,
                        quantity: 1,
                        unit: '',
                        bestBefore: null,
                        note: '',
                        updatedAt: 0,
                      },
                    }),
                    { status: 201, headers: { 'content-type': 'application/json' } },
                  ),
            ),
        }),
      );
    }),
  );
  return waiting;
}

describe('putting things away as fast as a person types', () => {
  it('clears at Enter, sends the lines in order, and never wipes the next line when the first is saved', async () => {
    signInForTest();
    const waiting = slowServer();
    const { queryClient } = renderWithProviders(<AddStorageItemForm storageGroupId="g1" />);
    const field = screen.getByRole('textbox', { name: 'Put something away' });
    const user = userEvent.setup();
    await user.type(field, 'milk 1 l{Enter}');
    expect(field).toHaveValue('');
    await user.type(field, 'rice 1 kg{Enter}butter');
    await waitFor(() => expect(waiting.map((each) => each.name)).toEqual(['milk']));
    act(() => waiting[0]!.answer());
    await waitFor(() => expect(waiting.map((each) => each.name)).toEqual(['milk', 'rice']));
    act(() => waiting[1]!.answer());
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(field).toHaveValue('butter');
  });

  it('gives a refused line back to an empty field', async () => {
    signInForTest();
    const waiting = slowServer(['tea']);
    const { queryClient } = renderWithProviders(<AddStorageItemForm storageGroupId="g1" />);
    const field = screen.getByRole('textbox', { name: 'Put something away' });
    await userEvent.setup().type(field, 'tea{Enter}');
    await waitFor(() => expect(waiting).toHaveLength(1));
    act(() => waiting[0]!.answer());
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(field).toHaveValue('tea');
  });
});
