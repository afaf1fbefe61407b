import type { PublicImage } from '@larder/shared/schemas/image';

/** The first letter of the name (or e-mail) a reader is shown by when they have no picture. */
export function initialOf(name: string | null, email: string): string {
  return ((name?.trim() || email).at(0) ?? '?').toUpperCase();
}

/** A reader's picture, or their initial. Decorative: their name is always written beside it. */
export function Avatar({
  image,
  name,
  email,
  size,
}: {
  image: PublicImage | null;
  name: string | null;
  email: string;
  size: number;
}) {
  const style = `avatar avatar-${size}`;
  if (image)
    return <img className={style} src={image.url} width={size} height={size} alt="" decoding="async" />;
  return (
    <span className={style} aria-hidden="true">
      {initialOf(name, email)}
    </span>
  );
}
