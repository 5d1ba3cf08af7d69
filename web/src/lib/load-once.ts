/**
 * A keyed cache of loads (a catalog, a message table): each key's load runs once and is shared by every caller, and a
 * load that fails is forgotten, so the next call for that key tries again (a dropped connection, a tab open across a
 * deploy) instead of failing for the rest of the visit.
 */
export function loadOnceByKey<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key, load) => {
    let done = loads.get(key);
    if (!done) {
      const started = load();
      loads.set(key, (done = started));
      started.catch(() => loads.get(key) === started && loads.delete(key));
    }
    return done;
  };
}
