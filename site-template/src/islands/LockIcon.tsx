import { LOCK_ICON_PATH } from '../components/icons/lock-icon-path';

/** The padlock of components/icons/LockIcon.astro, for islands: decorative, the words beside it carry the meaning. */
export default function LockIcon({ size = 14 }: { size?: number }) {
  return (
    <svg
      className="lock-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={LOCK_ICON_PATH} fill="currentColor" />
    </svg>
  );
}
