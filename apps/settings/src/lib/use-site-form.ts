import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Site, SitePatch } from '@laurel/domain';
import { useSettingsPatchSiteMutation } from './site-endpoints';
import { apiErrorMessage } from './api-error';

export type FieldErrors = Record<string, string>;

export interface SiteFormSpec<V> {
  /** The form's values as saved in the site. */
  read: (site: Site) => V;
  /** The patch that saves the values. */
  toPatch: (values: V, site: Site) => SitePatch;
  /** Field key → message for every bad value; an empty object when all are good. */
  validate?: (values: V) => FieldErrors;
  /** Which field a server message concerns (e.g. 'Invalid primary color value.' → 'primary'). */
  fieldOfServerMessage?: (message: string) => string | null;
}

export interface SiteForm<V> {
  values: V;
  /** Change some values (the preview shows them at once; nothing is saved yet). */
  change: (patch: Partial<V>) => void;
  errors: FieldErrors;
  /** A server message that belongs to no field. */
  formError: string | null;
  dirty: boolean;
  saving: boolean;
  /** Saves when every value is good; resolves true when saved. */
  save: () => Promise<boolean>;
  discard: () => void;
  savedAt: number | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A settings form over the site: a draft of its values (previewed before saving), field-level validation
 * that blocks the save (bad input changes nothing), and one PATCH of the site on save. When the saved site
 * changes (after a save, or another admin's), a form without unsaved changes follows it.
 */
export function useSiteForm<V>(siteId: string, site: Site, spec: SiteFormSpec<V>): SiteForm<V> {
  const specRef = useRef(spec);
  specRef.current = spec;
  const saved = useMemo(() => specRef.current.read(site), [site]);
  const [values, setValues] = useState<V>(saved);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [patchSite, { isLoading: saving }] = useSettingsPatchSiteMutation();
  const dirty = !same(values, saved);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirtyRef.current) setValues(saved);
  }, [saved]);

  const errors = useMemo(
    () => ({ ...serverErrors, ...(specRef.current.validate?.(values) ?? {}) }),
    [values, serverErrors],
  );

  const change = useCallback((patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
    setFormError(null);
  }, []);

  const save = useCallback(async () => {
    const invalid = specRef.current.validate?.(values) ?? {};
    if (Object.keys(invalid).length > 0) return false;
    const result = await patchSite({ siteId, patch: specRef.current.toPatch(values, site) });
    if ('error' in result && result.error) {
      const message = apiErrorMessage(result.error, 'Error while saving');
      const field = specRef.current.fieldOfServerMessage?.(message) ?? null;
      if (field) setServerErrors({ [field]: message });
      else setFormError(message);
      return false;
    }
    setSavedAt(Date.now());
    return true;
  }, [patchSite, siteId, site, values]);

  const discard = useCallback(() => {
    setValues(saved);
    setServerErrors({});
    setFormError(null);
  }, [saved]);

  return { values, change, errors, formError, dirty, saving, save, discard, savedAt };
}
