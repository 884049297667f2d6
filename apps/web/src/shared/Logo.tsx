import logoUrl from './logo.svg';

/** Ordna's mark: the favicon's own hashed file, so the page and the tab icon share one cached request. */
export function Logo({ size }: { size: number }) {
  return <img src={logoUrl} alt="" width={size} height={size} />;
}
