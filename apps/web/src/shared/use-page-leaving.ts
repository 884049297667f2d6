import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type Location,
} from 'react-router';

function isLocation(value: unknown): value is Location {
  if (typeof value !== 'object' || value === null) return false;
  const { pathname, search, hash, key } = value as Partial<Record<keyof Location, unknown>>;
  return [pathname, search, hash, key].every((part) => typeof part === 'string');
}

/** The address of the page on screen (the one its last commit rendered), and where the router is going. */
function usePageAddress() {
  const dataRouter = useContext(DataRouterContext);
  const navigation = useContext(NavigationContext) as { navigator?: unknown } | null;
  const location = useContext(LocationContext)?.location ?? null;
  const onScreen = useRef<Location | null>(location);
  useLayoutEffect(() => {
    onScreen.current = location;
  }, [location]);
  const ahead = useCallback((): Location | null => {
    if (dataRouter) return dataRouter.router.state.navigation.location ?? dataRouter.router.state.location;
    const history = navigation?.navigator as { location?: unknown } | undefined;
    return isLocation(history?.location) ? history.location : onScreen.current;
  }, [dataRouter, navigation]);
  return { onScreen, ahead };
}

/**
 * Where the router is going: React Router applies a navigation inside a React transition, so
 * while the next page (or part of it) suspends, the page on screen is the old one although the
 * address has moved on. A data router (the tests' `createMemoryRouter`) keeps that address in
 * its state; a declarative one (the app's `<BrowserRouter>`, a `<MemoryRouter>`) hands its
 * history to the page as the navigator, and a history's `location` is where its last push,
 * replace or back went. Null outside a router.
 */
export function useAddressAhead(): () => Location | null {
  return usePageAddress().ahead;
}

const sameAddress = (a: Location, b: Location) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * Whether the page on screen is leaving: the router is going to another address and the next
 * page has not come yet. A page's keys (docs/architecture.md, "Page keys") do nothing meanwhile,
 * so a key pressed right after a link never acts on the row that still has the focus.
 */
export function usePageLeaving(): () => boolean {
  const { ahead, onScreen } = usePageAddress();
  return useCallback(() => {
    const going = ahead();
    const here = onScreen.current;
    return going !== null && here !== null && !sameAddress(going, here);
  }, [ahead, onScreen]);
}
