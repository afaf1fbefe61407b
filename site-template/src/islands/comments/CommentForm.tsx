import { useId, useState } from 'react';
import {
  commentParagraphsFromText,
  isBlankCommentText,
  type CommentParagraph,
} from '@larder/shared/rich-text/comment-paragraphs';
import { requestErrorMessage } from '../../lib/request-error';

interface Props {
  label: string;
  submitLabel: string;
  /** Sends the comment; throws when the API refuses it. */
  onSubmit: (content: CommentParagraph[]) => Promise<void>;
  /** Called after Cancel cleared the text (a reply form closes then). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment or reply form. Each line becomes a paragraph; Submit and Cancel stay disabled while
 * the text is blank (spec §5). A refused comment keeps its text and says why.
 */
export default function CommentForm({ label, submitLabel, onSubmit, onCancel, autoFocus = false }: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const blank = isBlankCommentText(text);

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || sending) return;
        setSending(true);
        setError(null);
        onSubmit(commentParagraphsFromText(text))
          .then(() => {
            setText('');
          })
          .catch((failure: unknown) => {
            console.warn('Could not post the comment', failure);
            setError(requestErrorMessage(failure, { explainRefusal: true }));
          })
          .finally(() => {
            setSending(false);
          });
      }}
    >
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        name="comment"
        rows={3}
        placeholder={label}
        value={text}
        // The reply form opens on the reader's click, so moving focus into it is expected.
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="comment-form-actions">
        <button type="submit" className="button" disabled={blank || sending}>
          {submitLabel}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={blank || sending}
          onClick={() => {
            setText('');
            setError(null);
            onCancel?.();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
