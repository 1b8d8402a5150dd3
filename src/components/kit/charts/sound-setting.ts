/**
 * The site-wide sound setting (issue 41): one switch for every chart that can
 * be heard, kept in the browser like the theme (public/theme.js keeps
 * `ltt-theme`; this keeps `ltt-sound`, "on" or "off", default on). Sound
 * still never starts by itself: a chart plays only when the reader presses
 * its Play button or P. The header's switch (`#sound-toggle`, BaseLayout.astro)
 * is shown and wired by the first chart that loads its sound code, so a page
 * without charts carries none of this.
 */

/** The localStorage key. */
export const SOUND_KEY = 'ltt-sound';
/** The event the document hears when the setting changes (detail: whether sound is on). */
export const SOUND_EVENT = 'ltt:sound';

/** What localStorage offers that we use (injectable for tests). */
export interface SoundStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): SoundStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The value read from storage (the page's own choice when storage is unavailable: on). */
let fallback = true;

/** Whether sound is on: the stored choice, else on. */
export function soundOn(store: SoundStore | null = storage()): boolean {
  try {
    const v = store?.getItem(SOUND_KEY);
    if (v === 'on' || v === 'off') return v === 'on';
  } catch {
    /* private mode: the page's own choice */
  }
  return fallback;
}

/** Turn sound on or off for the whole site (and tell the page's charts). */
export function setSoundOn(on: boolean, store: SoundStore | null = storage()): void {
  fallback = on;
  try {
    store?.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(SOUND_EVENT, { detail: on }));
}

let bound = false;

/** Show and wire the header's sound switch (once per page); a no-op where the page has none. */
export function bindSoundToggle(doc: Document = document): void {
  if (bound) return;
  const button = doc.getElementById('sound-toggle');
  if (!button) return;
  bound = true;
  const sync = () => {
    const on = soundOn();
    button.setAttribute('aria-pressed', String(on));
    button.title = on ? 'Sound on (click to turn it off)' : 'Sound off (click to turn it on)';
  };
  sync();
  button.hidden = false;
  button.addEventListener('click', () => setSoundOn(!soundOn()));
  doc.addEventListener(SOUND_EVENT, sync);
  // Another tab changed it.
  doc.defaultView?.addEventListener('storage', (e) => {
    if (e.key === SOUND_KEY) sync();
  });
}
