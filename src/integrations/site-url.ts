/**
 * The site's public origin, from the SITE_URL environment variable (the deploy
 * workflow sets it to the GitHub Pages origin). It is the one setting behind
 * every absolute URL the build writes: canonical links and the sitemap. Unset
 * (local work, the test builds), the build writes neither: no absolute URL is
 * better than one on a host the site does not live on.
 */

/**
 * `value` as an origin (`https://host[:port]`), or undefined when empty.
 * Throws, naming SITE_URL and the value, when it is not an http(s) URL or has
 * a path: the path is BASE_PATH's job, and a path here would be dropped from
 * every canonical link without a word.
 */
export function siteUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be the site's origin, such as https://user.github.io; got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be an http(s) origin, such as https://user.github.io; got "${value}"`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `SITE_URL is the origin only (${url.origin}); put the path (${url.pathname}) in BASE_PATH instead; got "${value}"`,
    );
  return url.origin;
}
