import { Button } from '@react-email/components';
import { textColorOn } from '../email-brand.ts';

/** The e-mail's one call to action, in the kitchen's accent colour. */
export function EmailButton(props: { href: string; accentColor: string; children: string }) {
  return (
    <Button
      href={props.href}
      style={{
        backgroundColor: props.accentColor,
        color: textColorOn(props.accentColor),
        borderRadius: '6px',
        fontSize: '16px',
        fontWeight: 600,
        padding: '12px 24px',
        textDecoration: 'none',
        display: 'inline-block',
        margin: '0 0 24px',
      }}
    >
      {props.children}
    </Button>
  );
}
