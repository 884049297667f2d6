import { MutationObserver, useQueryClient, type MutationObserverOptions } from '@tanstack/react-query';

/**
 * A write that outlives the component that starts it. An undo toast's button is pressed after
 * the row that offered it (and maybe its page) has gone; a `useMutation` of that row would lose
 * its per-call callbacks with it. Each call here runs on the query client itself, with the
 * callbacks given in `options`, so it is sent, settles the cache and says how it went whatever
 * is still on screen. It counts as a mutation of the tab (`useIsMutating`, the live updates' wait).
 */
export function useLastingWrite<TData, TVariables, TContext = unknown>(
  options: MutationObserverOptions<TData, Error, TVariables, TContext>,
): (variables: TVariables) => void {
  const queryClient = useQueryClient();
  return (variables) => {
    // A failure is told by options.onError; the promise's rejection has nothing left to say.
    new MutationObserver(queryClient, options).mutate(variables).catch(() => undefined);
  };
}
