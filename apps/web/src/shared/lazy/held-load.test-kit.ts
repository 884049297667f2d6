/** A part's chunk load that the test lets through when it says so (a slow network, on cue). */
export function heldLoad<T>(value: T) {
  let release!: () => void;
  const load = () => new Promise<T>((resolve) => (release = () => resolve(value)));
  return { load, release: () => release() };
}
