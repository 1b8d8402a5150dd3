import { describe, expect, it } from 'vitest';
import { SOUND_KEY, setSoundOn, soundOn, type SoundStore } from '../../../../src/components/kit/charts/sound-setting';

const memory = (): SoundStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('the site-wide sound setting', () => {
  it('is on until the reader turns it off, and is kept under ltt-sound', () => {
    const store = memory();
    expect(soundOn(store)).toBe(true);
    setSoundOn(false, store);
    expect(store.data.get(SOUND_KEY)).toBe('off');
    expect(soundOn(store)).toBe(false);
    setSoundOn(true, store);
    expect(store.data.get(SOUND_KEY)).toBe('on');
    expect(soundOn(store)).toBe(true);
  });
  it('a stored value it does not know counts as unset; a store that throws keeps the page’s own choice', () => {
    const store = memory();
    store.data.set(SOUND_KEY, 'loud');
    expect(soundOn(store)).toBe(true);
    const broken: SoundStore = {
      getItem: () => {
        throw new Error('private mode');
      },
      setItem: () => {
        throw new Error('private mode');
      },
    };
    setSoundOn(false, broken);
    expect(soundOn(broken)).toBe(false);
    setSoundOn(true, broken);
    expect(soundOn(broken)).toBe(true);
  });
});
