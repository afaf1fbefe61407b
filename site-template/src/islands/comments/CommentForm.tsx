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
  /**
   * The reader has no name yet, and a comment shows one: the form asks for it, and this saves it
   * to their account before the comment is sent (throws when the API refuses it).
   */
  saveName?: ((name: string) => Promise<void>) | undefined;
}

/** The account's rule for names (at least 2 characters once trimmed; the API holds the rest). */
const nameProblem = (name: string) => (name.trim().length < 2 ? 'Use at least 2 characters' : null);

/**
 * A comment or reply form. Each line becomes a paragraph; Submit and Cancel stay disabled while
 * the text is blank (spec §5). A refused comment keeps its text and says why.
 */
export default function CommentForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  saveName,
}: Props) {
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
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
        const problem = saveName ? nameProblem(name) : null;
        setNameError(problem);
        if (problem) return;
        setSending(true);
        setError(null);
        Promise.resolve(saveName?.(name.trim()))
          .then(() => onSubmit(commentParagraphsFromText(text)))
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
      {saveName ? (
        <div className="comment-name">
          <label htmlFor={`${id}-name`}>Your name, shown with your comment</label>
          <input
            id={`${id}-name`}
            name="displayName"
            autoComplete="name"
            maxLength={255}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
      ) : null}
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
