// The async boundary Module Federation needs before any shared module is used (TOOLCHAIN 3).
import './font.css';
import { startAfterFirstPaint } from './prerender/startAfterFirstPaint.ts';

startAfterFirstPaint(window, () => import('./bootstrap'));
