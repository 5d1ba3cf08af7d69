/**
 * A keyed cache of loads (a catalog, a message table): each key's load runs once and is shared by every caller, and a
 * load that fails is forgotten, so the next call for that key tries again (a dropped connection, a tab open across a
 * deploy) instead of failing for the rest of the visit.
 */
export function loadOnceByKey<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key, load) => {
    const known = loads.get(key);
    if (known) return known;
    const started = load();
    loads.set(key, started);
    started.catch(() => {
      if (loads.get(key) === started) loads.delete(key);
    });
    return started;
  };
}
