// The async boundary Module Federation needs before any shared module is used (TOOLCHAIN 3).
import './font.css';
import { startAfterFirstPaint } from './prerender/startAfterFirstPaint.ts';

startAfterFirstPaint(
  {
    document,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    PerformanceObserver: window.PerformanceObserver,
  },
  () => import('./bootstrap'),
);
