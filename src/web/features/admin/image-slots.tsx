import { useRef, useState } from 'react';
import { PHONE_PICTURE_MIN_WIDTH } from '../../../contract/catalog';
import { MAX_PRODUCT_IMAGES } from '../../../contract/constants';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { smallPictureWarning } from '../../../contract/product-form';
import { ACCEPTED_IMAGE_TYPES } from './product-form-model';
import { usePreviewUrl } from './use-preview-url';

interface ImageSlotsProps {
  label: string;
  /** One entry per slot; null when empty. */
  files: (File | null)[];
  onChange: (files: (File | null)[]) => void;
  /** The product's current images, shown until new files are chosen (edit). */
  existing?: string[];
  error?: string;
  /** Changing it empties the file inputs (after a reset). */
  resetKey?: number;
}

function ImageSlot({
  index,
  file,
  onPick,
}: {
  index: number;
  file: File | null;
  onPick: (file: File | null) => void;
}) {
  const preview = usePreviewUrl(file);
  const input = useRef<HTMLInputElement>(null);
  // The chosen picture's size, read from its preview, to warn when it is too small for a phone's product page.
  const [size, setSize] = useState<{ src: string; width: number; height: number } | null>(null);
  const small = size && size.src === preview && size.width < PHONE_PICTURE_MIN_WIDTH ? size : null;
  const id = `image-slot-${index + 1}`;
  const warningId = `${id}-warning`;
  return (
    <li className="flex flex-col gap-1">
      {/* The input is visually hidden; its label is the tile, which shows the focus ring. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className="peer sr-only"
        aria-describedby={small ? warningId : undefined}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      <label
        htmlFor={id}
        className="grid aspect-square cursor-pointer place-items-center overflow-hidden rounded-2xl border-2 border-dashed border-line bg-lilac-50 text-center text-xs font-semibold text-ink-soft hover:border-coral-300 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-coral-600"
      >
        {preview ? (
          <img
            src={preview}
            alt={ADMIN_TEXT.chosenImage(index + 1, file?.name ?? '')}
            className="size-full object-cover"
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              setSize({ src: preview, width: naturalWidth, height: naturalHeight });
            }}
          />
        ) : (
          <span>
            <span aria-hidden="true" className="block text-2xl leading-none">
              +
            </span>
            {ADMIN_TEXT.imageSlot(index + 1)}
          </span>
        )}
      </label>
      {small && (
        <p
          id={warningId}
          role="status"
          className="rounded-lg bg-sun-100 px-2 py-1 text-xs font-semibold text-ink"
        >
          {smallPictureWarning(small.width, small.height)}
        </p>
      )}
      {file && (
        <button
          type="button"
          className="text-xs font-semibold text-coral-700 underline"
          aria-label={ADMIN_TEXT.removeImage(index + 1)}
          onClick={() => {
            if (input.current) input.current.value = '';
            onPick(null);
          }}
        >
          {ADMIN_TEXT.remove}
        </button>
      )}
    </li>
  );
}

/** Up to five image pickers with previews; empty slots are skipped when the form is sent. */
export function ImageSlots({ label, files, onChange, existing = [], error, resetKey = 0 }: ImageSlotsProps) {
  const chosen = files.some(Boolean);
  return (
    <fieldset aria-describedby="images-hint">
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      <p id="images-hint" className="mt-1 text-xs text-ink-soft">
        {ADMIN_TEXT.imageHint}
      </p>
      {existing.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold text-ink-soft">
            {chosen ? ADMIN_TEXT.currentImagesReplaced : ADMIN_TEXT.currentImages}
          </p>
          <ul className={`mt-2 flex flex-wrap gap-2 ${chosen ? 'opacity-50' : ''}`}>
            {existing.map((src, index) => (
              <li key={src}>
                <img
                  src={src}
                  alt={ADMIN_TEXT.currentImage(index + 1)}
                  width={64}
                  height={80}
                  className="h-20 w-16 rounded-xl bg-lilac-50 object-cover"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul key={resetKey} className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-5 lg:max-w-3xl">
        {Array.from({ length: MAX_PRODUCT_IMAGES }, (_, index) => (
          <ImageSlot
            key={index}
            index={index}
            file={files[index] ?? null}
            onPick={(file) => onChange(files.map((current, i) => (i === index ? file : current)))}
          />
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-coral-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
