/** `repository/name:tag`: at least one `/`, a tag after the `:`, no spaces; only the registry part may hold a `:port`. */
const IMAGE_FORM = /^[^\s/]+(\/[^\s/:]+)+:[^\s/:]+$/;

/** The update-version dialog's fields. */
export interface ImageUpdateForm {
  readonly image: string;
  readonly customRegistry: boolean;
  readonly registry: string;
  readonly username: string;
  readonly password: string;
}

/** The image field (spec 03 §5): empty (the latest build) or `repository/name:tag`. */
export function isValidImage(image: string): boolean {
  const trimmed = image.trim();
  return trimmed === '' || IMAGE_FORM.test(trimmed);
}

/**
 * Whether the update-version dialog may save (spec 03 §5): a valid image and, with a custom registry, a non-blank
 * endpoint, user name and password.
 */
export function canSaveImageUpdate(form: ImageUpdateForm): boolean {
  if (!isValidImage(form.image)) return false;
  return !form.customRegistry || [form.registry, form.username, form.password].every((field) => field.trim() !== '');
}
