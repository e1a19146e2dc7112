// The async boundary Module Federation needs before any shared module is used (TOOLCHAIN 3).
import './font.css';

import('./bootstrap');
