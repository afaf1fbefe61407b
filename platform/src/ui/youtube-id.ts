/**
 * A YouTube video's id from what the creator pasted: the id itself, or any of YouTube's addresses
 * of a video (watch, share, embed, shorts). Anything else is sent as typed, for the API to refuse
 * in its words. Empty is none.
 */
export function youtubeId(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return trimmed;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.split('/')[1]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : /^\/(embed|shorts|live|v)\/[^/]+/.test(url.pathname)
            ? url.pathname.split('/')[2]
            : null
        : null;
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : trimmed;
}

/** Whether `text` is empty or names a YouTube video (its id, or one of its addresses). */
export function isYoutubeVideo(text: string): boolean {
  return !text.trim() || /^[A-Za-z0-9_-]{6,20}$/.test(youtubeId(text) ?? '');
}

/** What a YouTube field says when its text names no video. */
export const NOT_A_YOUTUBE_VIDEO =
  'Paste a YouTube video’s address (youtube.com/watch?v=… or youtu.be/…) or its id';
