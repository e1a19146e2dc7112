// The site's typeface, Inter, served by the site itself and set once the page is on screen: text
// is drawn in the metric-matched fallback until then ('Inter Fallback', a style tag of every page:
// shared-contracts/build/rsbuild.ts), so the swap moves nothing. The face is loaded first and only
// then added to the document, so the browser lays the page out again once. As a stylesheet of
// @font-face rules it did so when the rules arrived and again when the file did, each time the
// whole page: a long task on a phone (docs/performance.md, "Start-up in tasks").
//
// The Latin faces only: the site is written in English and Spanish. Latin Extended loads on a page
// that holds one of its letters (a name such as Łukasz); anything else is set in the fallback.
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import latinExtended from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';

export const TEXT_FACE_FAMILY = 'Inter Variable';

// The unicode ranges @fontsource-variable/inter gives these two files.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXTENDED =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const face = (url: string, unicodeRange: string) =>
  new FontFace(TEXT_FACE_FAMILY, `url(${url}) format('woff2-variations')`, { weight: '100 900', style: 'normal', display: 'swap', unicodeRange });

/** Loads the Latin face, then adds both faces to the document in one step. */
export async function loadTextFace(fonts: FontFaceSet = document.fonts): Promise<void> {
  const basic = face(latin, LATIN);
  await basic.load();
  fonts.add(basic);
  fonts.add(face(latinExtended, LATIN_EXTENDED));
}
