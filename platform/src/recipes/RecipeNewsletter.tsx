import { Dialog } from '@base-ui/react/dialog';
import { ApiError } from '@larder/shared/api/api-client';
import {
  createNewsletterSend,
  newsletterSends,
  previewNewsletter,
  sendTestNewsletter,
} from '@larder/shared/api/subscriptions.endpoints';
import type { NewsletterSendRecord } from '@larder/shared/schemas/subscription';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDateTime } from '../kitchen/BuildStatus.tsx';
import { settingsQuery } from '../settings/settings-query.ts';
import { useSession } from '../session/use-session.tsx';

type Audience = 'free' | 'paid';
type Units = 'imperial' | 'metric';

const STATUS: Record<NewsletterSendRecord['status'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * The recipe's newsletter: a note above it, the e-mail as free and paying subscribers get it in
 * either units (rendered by the code that sends it), a test to the creator, the send to every
 * subscriber after a confirmation, and the sends so far with how many went out.
 */
export function RecipeNewsletter({
  siteSlug,
  recipeId,
  title,
  defaultUnits,
}: {
  siteSlug: string;
  recipeId: string;
  title: string;
  defaultUnits: Units;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [shownNote, setShownNote] = useState('');
  const [audience, setAudience] = useState<Audience>('paid');
  const [units, setUnits] = useState<Units>(defaultUnits);
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const sendsKey = ['kitchen', siteSlug, 'newsletter-sends', recipeId];
  const sends = useQuery({
    queryKey: sendsKey,
    queryFn: async ({ signal }) =>
      (await session.api.request(newsletterSends, { params: { siteSlug }, query: { recipeId }, signal }))
        .newsletterSends,
    enabled: open,
    // A send under way is followed until it is done.
    refetchInterval: (query) =>
      query.state.data?.some((send) => send.status === 'queued' || send.status === 'sending') ? 2000 : false,
  });
  const preview = useQuery({
    queryKey: ['kitchen', siteSlug, 'newsletter-preview', recipeId, audience, units, shownNote],
    queryFn: ({ signal }) =>
      session.api.request(previewNewsletter, {
        params: { siteSlug },
        body: {
          recipeId,
          audience,
          measurementSystem: units,
          temperatureSystem: units === 'metric' ? 'celsius' : 'fahrenheit',
          ...(shownNote.trim() ? { note: shownNote } : {}),
        },
        signal,
      }),
    enabled: open,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const settings = useQuery({ ...settingsQuery(session, siteSlug), enabled: open });
  const newslettersOff = settings.data?.newslettersEnabled === false;
  const body = { recipeId, ...(note.trim() ? { note } : {}) };
  const test = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { sentTo } = await session.api.request(sendTestNewsletter, { params: { siteSlug }, body });
      setMessage(`A test is on its way to ${sentTo}.`);
    } catch (error) {
      setMessage(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const alreadySent = sends.data?.some((one) => one.status === 'sent') ?? false;
      await session.api.request(createNewsletterSend, {
        params: { siteSlug },
        body: { ...body, ...(alreadySent ? { resend: true } : {}) },
      });
      setConfirming(false);
      setMessage('Your newsletter is on its way to your subscribers.');
      await session.queryClient.invalidateQueries({ queryKey: sendsKey });
    } catch (error) {
      setMessage(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="editor-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="editor-section-title">
        Newsletter
      </h2>
      <p className="hint">
        E-mail this recipe to your newsletter’s subscribers, with a note of yours above it.
      </p>
      <div>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? 'Close the newsletter' : 'Write the newsletter'}
        </button>
      </div>
      <div id={`${id}-panel`} hidden={!open} className="newsletter-panel">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-note`}>
            Your note
          </label>
          <textarea
            id={`${id}-note`}
            className="input"
            rows={4}
            maxLength={5000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
            onBlur={() => {
              setShownNote(note);
            }}
            aria-describedby={`${id}-note-hint`}
          />
          <p className="field-hint" id={`${id}-note-hint`}>
            Optional. The preview shows it once you leave the field.
          </p>
        </div>
        <div className="preview-controls">
          <fieldset className="choice-options">
            <legend className="visually-hidden">Seen by</legend>
            {(['paid', 'free'] as const).map((option) => (
              <label key={option} className="choice-option">
                <input
                  type="radio"
                  name={`${id}-audience`}
                  checked={audience === option}
                  onChange={() => {
                    setAudience(option);
                  }}
                />{' '}
                {option === 'paid' ? 'Paying subscriber' : 'Free subscriber'}
              </label>
            ))}
          </fieldset>
          <fieldset className="choice-options">
            <legend className="visually-hidden">Units</legend>
            {(['imperial', 'metric'] as const).map((option) => (
              <label key={option} className="choice-option">
                <input
                  type="radio"
                  name={`${id}-units`}
                  checked={units === option}
                  onChange={() => {
                    setUnits(option);
                  }}
                />{' '}
                {option === 'imperial' ? 'US' : 'Metric'}
              </label>
            ))}
          </fieldset>
          <span className="hint" role="status">
            {preview.isFetching ? 'Updating the preview…' : preview.error ? problemOf(preview.error) : ''}
          </span>
        </div>
        {preview.data ? (
          <>
            <p>
              <span className="hint">Subject:</span> <strong>{preview.data.newsletter.subject}</strong>
            </p>
            <iframe
              title="Preview of the newsletter e-mail"
              className="newsletter-frame"
              sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
              src={preview.data.preview.url}
            />
          </>
        ) : null}
        {newslettersOff ? (
          <p className="notice">
            Newsletter sign-ups are off for this kitchen, so it has no subscribers to send to: switch them on
            in Settings, under Features. You can still preview the e-mail and send yourself a test.
          </p>
        ) : null}
        <div className="form-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void test()}
          >
            Send me a test
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || newslettersOff}
            onClick={() => {
              setConfirming(true);
            }}
          >
            Send to subscribers
          </button>
        </div>
        <p className="hint" role="status">
          {message}
        </p>
        {sends.data?.length ? (
          <>
            <h3 className="newsletter-sends-title">Sent so far</h3>
            <ul className="newsletter-sends">
              {sends.data.map((one) => (
                <li key={one.id}>
                  <strong>{STATUS[one.status]}</strong> · {formatDateTime(one.sentAt ?? one.createdAt)} ·{' '}
                  {one.sentCount} of {one.recipientCount} delivered
                  {one.failedCount ? `, ${one.failedCount} failed` : ''}
                  {one.note ? <span className="hint"> · with a note</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {confirming ? (
        <Dialog.Root open onOpenChange={setConfirming}>
          <Dialog.Portal>
            <Dialog.Backdrop className="dialog-backdrop" />
            <Dialog.Popup className="dialog">
              <Dialog.Title className="dialog-title">Send “{title}” to your subscribers?</Dialog.Title>
              <Dialog.Description>
                Every confirmed subscriber of your newsletter gets it now: paying subscribers the whole
                recipe, free ones what your kitchen shows them. It cannot be called back.
              </Dialog.Description>
              <div className="form-actions">
                <Dialog.Close className="button button-secondary">Cancel</Dialog.Close>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  onClick={() => void send()}
                >
                  Send now
                </button>
              </div>
            </Dialog.Popup>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </section>
  );
}
