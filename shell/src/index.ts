// The async boundary Module Federation needs before any shared module is used (TOOLCHAIN 3).
// The site's one font is served by the site itself (latin subset loads only where needed).
import '@fontsource-variable/inter/wght.css';

import('./bootstrap');
