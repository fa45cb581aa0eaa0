/**
 * A gate a routed request waits at until the test lets it through: `await gate.wait` in the route
 * handler, `gate.release()` once the test has seen what happens meanwhile.
 */
export function held(): { wait: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const wait = new Promise<void>((r) => {
    release = r;
  });
  return { wait, release };
}
