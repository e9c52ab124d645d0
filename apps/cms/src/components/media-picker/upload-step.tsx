import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import type { MediaItem } from '@laurel/domain';
import { Button } from '@laurel/ui';
import { cropImage } from './crop-image';
import { FocalPointPicker, type FocalPoint } from './focal-point';
import { mediaApi } from './media-endpoints';

const SHAPES = [
  { label: 'Portrait 4:5', value: 4 / 5 },
  { label: 'Square', value: 1 },
  { label: 'Landscape 16:9', value: 16 / 9 },
  { label: 'As taken', value: 0 },
] as const;

/**
 * Upload straight from the computer: choose a photo, crop it (or keep it as taken), mark the point that must
 * stay in view, upload. The new photo goes into the media library and is picked at once.
 */
export function UploadStep({
  siteId,
  categoryId,
  onPick,
  aspect = 4 / 5,
}: {
  siteId: string;
  /** The folder the photo is uploaded into (MediaPicker). */
  categoryId?: string;
  onPick: (m: MediaItem) => void;
  aspect?: number;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [shape, setShape] = useState<number>(aspect);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<number>(1);
  const [focal, setFocal] = useState<FocalPoint>({ x: 50, y: 50 });
  const [step, setStep] = useState<'crop' | 'focal'>('crop');
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = mediaApi.useMediaUploadMutation();

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setSrc(url);
    const img = new Image();
    img.onload = () => setNatural(img.naturalWidth / img.naturalHeight || 1);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const cropped = async () => (src && area ? cropImage(src, area, file!.type) : file!);
  const toFocal = async () => {
    const blob = await cropped();
    setPreview(URL.createObjectURL(blob));
    setStep('focal');
  };
  const send = async () => {
    setProblem(null);
    try {
      const blob = await cropped();
      const item = await upload({ siteId, categoryId, file: blob, name: file!.name, focalPoint: focal }).unwrap();
      onPick(item);
    } catch (err) {
      setProblem(
        (err as { data?: { message?: string } })?.data?.message ?? 'The photo could not be uploaded. Try again.',
      );
    }
  };

  if (!file || !src) {
    return (
      <label className="cms-drop">
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <span className="cms-drop__title">Choose a photo from this computer</span>
        <span className="cms-drop__hint">JPEG, PNG, WebP, GIF or AVIF. You can crop it next.</span>
      </label>
    );
  }
  return (
    <div className="cms-upload">
      {step === 'crop' ? (
        <>
          <div className="cms-upload__stage">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={shape || natural}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_a, px) => setArea(px)}
            />
          </div>
          <fieldset className="cms-choices">
            <legend className="cms-field__label">Shape</legend>
            {SHAPES.map((s) => (
              <label key={s.label} className="cms-choice">
                <input type="radio" name="shape" checked={shape === s.value} onChange={() => setShape(s.value)} />
                {s.label}
              </label>
            ))}
          </fieldset>
          <label className="cms-field">
            <span className="cms-field__label">Zoom</span>
            <input
              type="range"
              min={1}
              max={4}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
            />
          </label>
          <div className="cms-dialog-actions">
            <Button variant="secondary" onClick={() => setFile(null)}>
              Choose another photo
            </Button>
            <Button onClick={() => void toFocal()}>Next: the point to keep in view</Button>
          </div>
        </>
      ) : (
        <>
          <p className="cms-field__hint">
            Click the face or the most important part: cards that cut the photo keep it in view.
          </p>
          {preview ? <FocalPointPicker src={preview} value={focal} onChange={setFocal} /> : null}
          {problem ? (
            <p role="alert" className="cms-problem">
              {problem}
            </p>
          ) : null}
          <div className="cms-dialog-actions">
            <Button variant="secondary" onClick={() => setStep('crop')}>
              Back to cropping
            </Button>
            <Button onClick={() => void send()} disabled={uploading.isLoading}>
              {uploading.isLoading ? 'Uploading…' : 'Upload and use this photo'}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
