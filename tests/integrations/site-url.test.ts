import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../src/integrations/site-url';

describe('siteUrl (SITE_URL)', () => {
  it('unset or blank → undefined: the build writes no canonical link and no sitemap', () => {
    expect(siteUrl(undefined)).toBeUndefined();
    expect(siteUrl('')).toBeUndefined();
    expect(siteUrl('  ')).toBeUndefined();
  });

  it('the GitHub Pages origin → itself; a trailing slash or a port is kept as an origin', () => {
    expect(siteUrl('https://someone.github.io')).toBe('https://someone.github.io');
    expect(siteUrl('https://someone.github.io/')).toBe('https://someone.github.io');
    expect(siteUrl(' http://127.0.0.1:4321 ')).toBe('http://127.0.0.1:4321');
  });

  it('not a URL, another scheme, or a path → an error naming SITE_URL and the value', () => {
    expect(() => siteUrl('someone.github.io')).toThrow(/SITE_URL.*"someone\.github\.io"/);
    expect(() => siteUrl('ftp://host')).toThrow(/SITE_URL.*http/);
    expect(() => siteUrl('https://someone.github.io/leading-the-target/')).toThrow(/BASE_PATH/);
  });
});
