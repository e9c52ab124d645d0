import { useRef, useState } from 'react';
import {
  CUSTOM_FONT_MAX_BYTES,
  customFontFace,
  customFontFileName,
  NOT_A_FONT_MESSAGE,
  type Site,
} from '@laurel/domain';
import { Section } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSettingsDeleteCustomFontMutation, useSettingsUploadCustomFontMutation } from '../api/font-endpoints';

const TOO_BIG = `That font file is larger than ${CUSTOM_FONT_MAX_BYTES / 1024 / 1024} MB.`;

/** Checks a chosen file before it is sent; the server checks its content again. */
export function fontFileError(file: Pick<File, 'name' | 'size'>): string | null {
  if (!customFontFileName(file.name)) return NOT_A_FONT_MESSAGE;
  if (file.size > CUSTOM_FONT_MAX_BYTES) return TOO_BIG;
  return null;
}

/**
 * Uploads the site's own font files (.woff2, .woff, .ttf, .otf). A name like "Husky Sans-700.woff2" becomes the
 * family "Husky Sans" in weight 700 (SPEC §5), offered for fonts 1–3 above.
 */
export function CustomFonts({ site, siteId }: { site: Site; siteId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useSettingsUploadCustomFontMutation();
  const [remove] = useSettingsDeleteCustomFontMutation();
  const faces = site.customFonts.map(customFontFace).filter((f) => f !== null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = fontFileError(file);
    setError(problem);
    if (problem) return;
    const result = await upload({ siteId, file });
    if ('error' in result && result.error) setError(apiErrorMessage(result.error, 'The font could not be uploaded.'));
    if (input.current) input.current.value = '';
  };

  return (
    <Section
      id="custom-fonts"
      title="Your own fonts"
      description="Upload a font file your school owns. Add “-700” before the extension for its bold file (e.g. Husky Sans-700.woff2)."
    >
      <div className="st-field">
        <label className="st-field__label" htmlFor="st-font-file">
          Font file
        </label>
        <input
          ref={input}
          id="st-font-file"
          type="file"
          className="st-file"
          accept=".woff2,.woff,.ttf,.otf,font/woff2,font/woff,font/ttf,font/otf"
          aria-describedby={error ? 'st-font-file-error' : undefined}
          aria-invalid={error ? true : undefined}
          disabled={uploading.isLoading}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {uploading.isLoading ? <p role="status">Uploading…</p> : null}
        {error ? (
          <p className="st-field__error" id="st-font-file-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {faces.length > 0 ? (
        <ul className="st-font-list">
          {faces.map((f) => (
            <li key={f.file}>
              <span className="st-font-list__sample" style={{ fontFamily: `"${f.family}"`, fontWeight: f.weight }}>
                {f.family}
              </span>
              <span className="st-field__hint">
                {f.file} · weight {f.weight}
              </span>
              <button
                type="button"
                className="st-button st-button--ghost st-button--danger-text"
                onClick={() => void remove({ siteId, file: f.file })}
              >
                Remove<span className="st-visually-hidden"> {f.file}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="st-field__hint">No fonts uploaded yet.</p>
      )}
    </Section>
  );
}
