/**
 * localStorage, or null where it is missing or refuses access (private modes, disabled
 * storage, Node): likes keep working there, only nothing is remembered across reloads.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be saved (quota, disabled storage). */
export function writeItem(key: string, value: string): boolean {
  try {
    const storage = browserStorage();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // disabled storage: nothing was kept there either
  }
}

/** The keys that start with `prefix`, in no particular order. */
export function keysStartingWith(prefix: string): string[] {
  try {
    const storage = browserStorage();
    if (!storage) return [];
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}
