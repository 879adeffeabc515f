import { useId, type ChangeEvent } from 'react';
import type { BackOfficePort } from '../../../ports/back-office-port';
import { button } from '../../shared/theme/button-class';
import { errorText } from '../../shared/theme/recipes.css';
import * as css from './back-office.css';
import { Field } from './Field';
import { Problem } from './Problem';
import { useAction } from './use-action';

/**
 * A product's photos (ADR-045): files sent one by one as they are chosen, each kept by the server
 * in the shop's own formats and sizes; the first is the product's picture on every shopper page.
 */
export function PhotosField({
  port,
  photos,
  onChange,
  fault,
  className,
}: {
  port: BackOfficePort;
  photos: string[];
  onChange: (photos: string[]) => void;
  /** the catalogue's refusal of the photos, if any */
  fault?: string;
  className: string;
}) {
  const ids = useId();
  const upload = useAction({
    mutationFn: async (files: File[]) => {
      const added: string[] = [];
      for (const file of files) added.push((await port.uploadPhoto(file)).image);
      return added;
    },
    onSuccess: (added) => onChange([...photos, ...added.filter((image) => !photos.includes(image))]),
  });
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // the same file can be chosen again after a refusal
    event.target.value = '';
    if (files.length > 0) upload.mutate(files);
  };
  return (
    <fieldset className={className} aria-describedby={`${ids}-hint`}>
      <legend className={css.field}>Photos</legend>
      {photos.length > 0 && (
        <ol className={css.photos}>
          {photos.map((image, at) => (
            <li key={image}>
              <img
                src={image}
                alt={`Number ${at + 1}${at === 0 ? ', shown on every shopper page' : ''}`}
                className={css.thumbnail}
              />
              <button
                type="button"
                className={button({ tone: 'secondary', size: 'small' })}
                onClick={() => onChange(photos.filter((kept) => kept !== image))}
              >
                Remove photo {at + 1}
              </button>
            </li>
          ))}
        </ol>
      )}
      <Field label="Add photos">
        {(control) => (
          <input
            {...control}
            name="photos"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            onChange={onFiles}
          />
        )}
      </Field>
      <p id={`${ids}-hint`} className={css.hint}>
        JPEG, PNG, WebP or AVIF, up to 10 MB each. The first photo is the product’s picture.
      </p>
      <p role="status">{upload.isPending ? 'Sending the photos…' : ''}</p>
      {upload.error && <Problem error={upload.error} />}
      {fault && <p className={errorText}>{fault}</p>}
    </fieldset>
  );
}
