import { useEffect, useState } from 'react';

interface Props {
  /** The address "Copy link" copies (needed with that action only). */
  url?: string;
  actions?: ('copy' | 'print')[];
  printLabel?: string;
  /** "bar": "Link copied" for 2 s; "menu": "Link copied ✓" for 3 s (spec §2, §9). */
  variant?: 'bar' | 'menu';
}

/** Copy link and print, the two share actions that need JavaScript (hidden without it). */
export default function ShareActions({
  url = '',
  variant = 'bar',
  actions = ['copy', 'print'],
  printLabel = 'Print',
}: Props) {
  const [copied, setCopied] = useState(false);
  const copiedText = variant === 'menu' ? 'Link copied ✓' : 'Link copied';
  const duration = variant === 'menu' ? 3000 : 2000;

  useEffect(() => {
    if (!copied) return;
    const timeout = window.setTimeout(() => {
      setCopied(false);
    }, duration);
    return () => {
      window.clearTimeout(timeout);
    };
  }, [copied, duration]);

  return (
    <>
      {actions.includes('copy') ? (
        <button
          type="button"
          className="share-button needs-js"
          onClick={() => {
            navigator.clipboard
              .writeText(url)
              .then(() => {
                setCopied(true);
              })
              .catch((error: unknown) => {
                console.warn('Copying the link failed', error);
              });
          }}
        >
          <span aria-live="polite">{copied ? copiedText : 'Copy link'}</span>
        </button>
      ) : null}
      {actions.includes('print') ? (
        <button
          type="button"
          className="share-button needs-js"
          onClick={() => {
            window.print();
          }}
        >
          {printLabel}
        </button>
      ) : null}
    </>
  );
}
