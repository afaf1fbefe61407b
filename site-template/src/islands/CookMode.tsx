import { useEffect, useRef, useState } from 'react';

/**
 * Keeps the screen awake while cooking (Screen Wake Lock API). Shown only where the API exists:
 * the page's script marks such a browser (`wake-lock` on the root, components/PageScripted.astro)
 * before the panel paints, so the switch is there before the island hydrates. The lock is taken
 * again when the tab becomes visible, and failures are only logged.
 */
export default function CookMode() {
  const [enabled, setEnabled] = useState(false);
  const lock = useRef<WakeLockSentinel | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const acquire = async () => {
      try {
        const sentinel = await navigator.wakeLock.request('screen');
        if (cancelled) await sentinel.release();
        else lock.current = sentinel;
      } catch (error) {
        console.warn('Cook mode: the screen wake lock was refused', error);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      lock.current?.release().catch((error: unknown) => {
        console.warn('Cook mode: releasing the wake lock failed', error);
      });
      lock.current = null;
    };
  }, [enabled]);

  return (
    <label className="cook-mode">
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        onChange={(event) => {
          setEnabled(event.target.checked);
        }}
      />
      <span>Cook mode</span>
      <span className="cook-mode-hint">Keep the screen on</span>
    </label>
  );
}
