/**
 * Requirements §5: every field of an account form is required. The first one left empty is
 * pointed out by the browser, as its own message; true when there was one (nothing is sent then).
 * The forms are `noValidate`, so that a malformed e-mail gets the spec's message, not the browser's.
 */
export function reportMissingField(form: HTMLFormElement): boolean {
  const missing = Array.from(form.elements).find(
    (field): field is HTMLInputElement => field instanceof HTMLInputElement && field.validity.valueMissing,
  );
  missing?.reportValidity();
  return missing !== undefined;
}
