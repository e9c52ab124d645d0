/** The public routes of SPEC §2, as data: build a path from a route and read a route from a path. */
export type PublicRoute =
  | { name: 'home'; styleid: string }
  | { name: 'categories'; styleid: string }
  | { name: 'subcategories'; styleid: string; categoryID: string }
  | { name: 'category'; styleid: string; categoryID: string }
  | { name: 'entry'; styleid: string; categoryID: string; entryID: string };

const enc = encodeURIComponent;

export function routePath(route: PublicRoute): string {
  switch (route.name) {
    case 'home':
      return `/home/${enc(route.styleid)}`;
    case 'categories':
      return `/categories/${enc(route.styleid)}`;
    case 'subcategories':
      return `/subcategories/${enc(route.styleid)}/${enc(route.categoryID)}`;
    case 'category':
      return `/category/${enc(route.styleid)}/${enc(route.categoryID)}`;
    case 'entry':
      return `/entry/${enc(route.styleid)}/${enc(route.categoryID)}/${enc(route.entryID)}`;
  }
}

export const homePath = (styleid: string): string => routePath({ name: 'home', styleid });
export const categoriesPath = (styleid: string): string => routePath({ name: 'categories', styleid });
export const subcategoriesPath = (styleid: string, categoryID: string): string =>
  routePath({ name: 'subcategories', styleid, categoryID });
export const categoryPath = (styleid: string, categoryID: string): string =>
  routePath({ name: 'category', styleid, categoryID });
export const entryPath = (styleid: string, categoryID: string, entryID: string): string =>
  routePath({ name: 'entry', styleid, categoryID, entryID });

/** Reads a public path (query and hash ignored); null when it is not one of the five public routes. */
export function parsePublicPath(path: string): PublicRoute | null {
  const clean = path.split(/[?#]/)[0];
  const parts = clean.split('/').filter(Boolean);
  let p: string[];
  try {
    p = parts.map(decodeURIComponent);
  } catch {
    return null;
  }
  const [head, styleid, a, b] = p;
  if (!styleid) return null;
  if (head === 'home' && p.length === 2) return { name: 'home', styleid };
  if (head === 'categories' && p.length === 2) return { name: 'categories', styleid };
  if (head === 'subcategories' && p.length === 3) return { name: 'subcategories', styleid, categoryID: a };
  if (head === 'category' && p.length === 3) return { name: 'category', styleid, categoryID: a };
  if (head === 'entry' && p.length === 4) return { name: 'entry', styleid, categoryID: a, entryID: b };
  return null;
}
