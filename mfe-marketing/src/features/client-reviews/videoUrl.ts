// Which player a video testimonial gets: YouTube watch, embed
// and short links with an 11-character id become an autoplaying embed; any other URL is used as
// given, in a <video> element when it is a video file (one the site serves itself, say).

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

function parse(url: string): URL | null {
  const value = url.trim();
  if (!value) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') ? value : `https://${value}`, 'https://site.invalid');
  } catch {
    return null;
  }
}

/** The 11-character id of a YouTube watch, embed, shorts or youtu.be link; null otherwise. */
export function youTubeId(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = parse(url);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') {
    id = segments[0];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = parsed.searchParams.get('v');
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'v' || segments[0] === 'live') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The URL the player loads: a YouTube embed with autoplay on, or the URL as given. */
export function toEmbedUrl(url: string): string {
  const id = youTubeId(url);
  return id ? `https://www.youtube.com/embed/${id}?autoplay=1` : url;
}

export type PlayerKind = 'video' | 'iframe';

/** A video file plays in a <video> element; YouTube and other players in an iframe. */
export function playerKindOf(url: string): PlayerKind {
  if (youTubeId(url)) return 'iframe';
  const parsed = parse(url);
  const path = parsed ? parsed.pathname : url;
  return VIDEO_FILE.test(path) ? 'video' : 'iframe';
}

/** Only web addresses and the site's own paths are played; anything else (javascript:, data:) is not. */
export function isPlayableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const value = url.trim();
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value);
}
