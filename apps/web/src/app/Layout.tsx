import { Outlet } from 'react-router';

/** Placeholder shell; the real layout (side bar, second bar, footer) replaces it. */
export function Layout() {
  return <Outlet />;
}
