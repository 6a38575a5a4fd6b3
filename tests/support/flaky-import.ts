/**
 * A dynamic import that fails, as the browser fails one when the network drops (with that browser's `message`),
 * until `succeed` is called; `calls` counts how often it ran. For unit tests of code that loads chunks.
 */
export function flakyImport<M>(module: M, message: string) {
  let ok = false;
  const load = Object.assign(
    async () => {
      load.calls += 1;
      if (!ok) throw new TypeError(message);
      return module;
    },
    { calls: 0, succeed: () => (ok = true) },
  );
  return load;
}
