/** Pauses every video in a slider: hosted videos directly, embedded players through their API. */
export function pauseSliderMedia(slider: HTMLElement): void {
  for (const video of slider.querySelectorAll('video')) video.pause();
  for (const iframe of slider.querySelectorAll('iframe')) {
    iframe.contentWindow?.postMessage(
      JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] }),
      'https://www.youtube-nocookie.com',
    );
  }
}
