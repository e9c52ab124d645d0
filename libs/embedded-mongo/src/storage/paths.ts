// Dotted-path access over documents, expanding arrays the way MongoDB indexes do.

/** Values reached by `path`; arrays met on the way (and at the end) are expanded. Missing → [undefined]. */
export function pathValues(doc: unknown, path: string): { values: unknown[]; multikey: boolean } {
  const out: unknown[] = [];
  let multikey = false;
  const walk = (v: unknown, parts: string[], i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(v)) {
        multikey = true;
        if (v.length === 0) out.push(undefined);
        else for (const x of v) out.push(x);
      } else out.push(v);
      return;
    }
    if (Array.isArray(v)) {
      multikey = true;
      const idx = /^\d+$/.test(parts[i]) ? Number(parts[i]) : -1;
      if (idx >= 0 && idx < v.length) walk(v[idx], parts, i + 1);
      for (const x of v) if (x && typeof x === 'object' && !Array.isArray(x)) walk(x, parts, i);
      return;
    }
    if (v && typeof v === 'object') {
      walk((v as Record<string, unknown>)[parts[i]], parts, i + 1);
      return;
    }
    out.push(undefined);
  };
  walk(doc, path.split('.'), 0);
  if (out.length === 0) out.push(undefined);
  return { values: out, multikey };
}

/** The value at a dotted path without array expansion (undefined when absent). */
export function getPath(doc: unknown, path: string): unknown {
  let v: unknown = doc;
  for (const p of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[p];
  }
  return v;
}

export function hasPath(doc: unknown, path: string): boolean {
  let v: unknown = doc;
  for (const p of path.split('.')) {
    if (v === null || typeof v !== 'object' || !(p in (v as object))) return false;
    v = (v as Record<string, unknown>)[p];
  }
  return true;
}

/** Sets a dotted path, creating objects on the way. Returns false when a scalar blocks the path. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): boolean {
  const parts = path.split('.');
  let v: Record<string, unknown> | unknown[] = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i];
    let next = Array.isArray(v) ? v[Number(key)] : v[key];
    if (next === undefined || next === null) {
      next = {};
      if (Array.isArray(v)) {
        if (!/^\d+$/.test(key)) return false;
        v[Number(key)] = next;
      } else v[key] = next;
    } else if (typeof next !== 'object' || next instanceof Date || (next as { _bsontype?: string })._bsontype)
      return false;
    v = next as Record<string, unknown>;
  }
  const last = parts[parts.length - 1];
  if (Array.isArray(v)) {
    if (!/^\d+$/.test(last)) return false;
    const idx = Number(last);
    while (v.length < idx) v.push(null);
    v[idx] = value;
  } else v[last] = value;
  return true;
}
